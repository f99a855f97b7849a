/** /terms: terms of service. */
import { Trans } from '@lingui/react/macro';
import './public-pages.css';

export default function TermsScreen() {
  return (
    <article className="kk-terms kk-container">
      <header className="kk-terms__head">
        <h1>
          <Trans>Syarat dan Ketentuan</Trans>
        </h1>
        <p>
          <Trans>Berlaku untuk semua pengguna KelasKoding: siswa, mentor dan admin.</Trans>
        </p>
      </header>
      <section>
        <h2>
          <Trans>1. Akun</Trans>
        </h2>
        <p>
          <Trans>
            Kamu bertanggung jawab menjaga kerahasiaan email dan kata sandi akunmu. Satu akun hanya untuk satu orang.
            Beri tahu kami segera jika ada penggunaan akun yang tidak sah.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>2. Langganan dan pembayaran</Trans>
        </h2>
        <p>
          <Trans>
            Bab percobaan gratis untuk semua siswa. Bab berbayar terbuka selama masa langganan aktif sesuai paket yang
            dipilih. Pembayaran diproses oleh penyedia pembayaran pihak ketiga.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>3. Karya dan project</Trans>
        </h2>
        <p>
          <Trans>
            Kode dan project yang kamu kirim tetap milikmu. Kamu memberi izin kepada mentor KelasKoding untuk membaca
            dan mengulasnya demi proses belajar.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>4. Penggunaan yang wajar</Trans>
        </h2>
        <p>
          <Trans>
            Dilarang membagikan materi berbayar, mencoba membobol sistem, atau mengganggu pengguna lain. Pelanggaran
            dapat menyebabkan akun dinonaktifkan.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>5. Privasi</Trans>
        </h2>
        <p>
          <Trans>
            Kami hanya menyimpan data yang diperlukan untuk layanan: profil, progres belajar dan pembayaran. Sesi
            disimpan di cookie yang aman dan tidak pernah dibagikan ke pihak lain.
          </Trans>
        </p>
      </section>
    </article>
  );
}

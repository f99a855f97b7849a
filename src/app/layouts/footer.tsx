/** The footer of every layout (docs/decisions/0003-product-and-screens.md): product name, current year, company name, all rights reserved. */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { COMPANY_NAME, PRODUCT_NAME } from '../../config/env';
import { paths } from '../../config/paths';

export function Footer({ compact = false }: { compact?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className={compact ? 'kk-footer kk-footer--compact' : 'kk-footer'}>
      <div className="kk-footer__inner">
        <span className="kk-footer__product">{PRODUCT_NAME}</span>
        <span className="kk-footer__legal">
          <span>
            © {year} {COMPANY_NAME}. <Trans>Hak cipta dilindungi undang-undang.</Trans>
          </span>
          <Link href={paths.terms()} className="kk-footer__link">
            <Trans>Syarat dan Ketentuan</Trans>
          </Link>
        </span>
      </div>
    </footer>
  );
}

/** The KelasKoding logo mark and word mark. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="kk-brand__mark">
      <rect width="64" height="64" rx="14" fill="#39424F" />
      <path
        d="M24 20 12 32l12 12M40 20l12 12-12 12"
        fill="none"
        stroke="#6DDA5F"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo with the product name; `tone="light"` for dark backgrounds. */
export function Brand({ tone = 'dark', size = 32 }: { tone?: 'dark' | 'light'; size?: number }) {
  return (
    <span className={`kk-brand kk-brand--${tone}`}>
      <BrandMark size={size} />
      {/* The visible word mark is the name (a hidden copy or a link label would read it twice or differ from it). */}
      <span className="kk-brand__name">
        Kelas<span className="kk-brand__accent">Koding</span>
      </span>
    </span>
  );
}

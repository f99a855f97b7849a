/** Kobi, the robot guide (inline SVG, three moods). */
export function Robot({ mood = 'wave', size = 220 }: { mood?: 'wave' | 'point' | 'cheer'; size?: number }) {
  const leftArm = mood === 'cheer' ? 'M48 112 L26 78' : 'M48 112 L30 140';
  const rightArm = mood === 'wave' ? 'M152 112 L178 80' : mood === 'point' ? 'M152 112 L190 110' : 'M152 112 L174 78';
  return (
    <svg
      viewBox="0 0 200 220"
      width={size}
      height={size * 1.1}
      aria-hidden="true"
      className={`kk-robot kk-robot--${mood}`}
    >
      <ellipse cx="100" cy="206" rx="60" ry="8" fill="rgb(57 66 79 / 12%)" />
      <line x1="100" y1="20" x2="100" y2="38" stroke="#39424F" strokeWidth="4" />
      <circle cx="100" cy="16" r="7" fill="#6DDA5F" />
      <rect x="50" y="38" width="100" height="62" rx="18" fill="#39424F" />
      <rect x="60" y="48" width="80" height="42" rx="12" fill="#1f242b" />
      <circle cx="82" cy="68" r="7" fill="#6DDA5F" />
      <circle cx="118" cy="68" r="7" fill="#6DDA5F" />
      <path d="M88 80 q12 8 24 0" fill="none" stroke="#6DDA5F" strokeWidth="3" strokeLinecap="round" />
      <rect x="44" y="104" width="112" height="80" rx="20" fill="#eef0f3" stroke="#39424F" strokeWidth="4" />
      <path
        d="M86 132l-10 10 10 10M114 132l10 10-10 10"
        fill="none"
        stroke="#4fc241"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={leftArm} stroke="#39424F" strokeWidth="10" strokeLinecap="round" />
      <path d={rightArm} stroke="#39424F" strokeWidth="10" strokeLinecap="round" className="kk-robot__arm" />
      <rect x="66" y="184" width="18" height="18" rx="4" fill="#39424F" />
      <rect x="116" y="184" width="18" height="18" rx="4" fill="#39424F" />
    </svg>
  );
}

/** A QR code of `value` as inline SVG (drawn by `qrcode` in the browser; nothing is fetched). */
import { useEffect, useState } from 'react';

export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [value]);
  // The markup is the library's own drawing of `value`: no text of ours or of a user is placed in it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally from the value.
  return <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}

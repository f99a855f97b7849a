import { describe, expect, it } from 'vitest';
import { sanitizeLocalizedRichText, sanitizeRichText } from './rich-text';

const link = (href: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`;

describe('sanitizeRichText', () => {
  it.each([
    '<p>Halo <b>dunia</b></p><ul><li>a</li></ul>',
    '<p>Satu<br>dua&nbsp;&nbsp;tiga</p><ol><li><i>a</i></li><li><strong>b</strong> <em>c</em> <u>d</u></li></ol>',
    '<div>Baris</div><div><br></div><pre><code>1 &lt; 2 &amp;&amp; "ok"</code></pre>',
    `<p>Lihat ${link('https://developer.mozilla.org/?a=1&amp;b=2')}</p>`,
  ])('keeps allowed editor markup byte for byte: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script and style with their content', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p><style>p { color: red }</style>')).toBe('<p>ab</p>');
  });

  it('drops other disallowed tags but keeps their text', () => {
    expect(sanitizeRichText('<h1>Judul</h1><p><span class="x">teks</span><img src=x onerror="alert(1)"></p>')).toBe(
      'Judul<p>teks</p>',
    );
  });

  it('drops event handlers and other attributes outside the allow-list', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="c">t</p><b onmouseover=x()>b</b>')).toBe(
      '<p>t</p><b>b</b>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'page.html',
  ])('removes an unsafe or unsupported href: %s', (href) => {
    expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it.each(['https://example.com/a', 'http://example.com', 'mailto:admin@kelaskoding.id', '/courses/2', '#bagian'])(
    'keeps a safe href: %s',
    (href) => {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(link(href));
    },
  );

  it('forces target and rel on every link', () => {
    expect(sanitizeRichText('<a href=" https://example.com " target="_self" rel="opener">x</a>')).toBe(
      link('https://example.com'),
    );
  });

  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<div><br></div><p>&nbsp;</p>',
    '<p> <br/> </p>',
    '<script>x</script>',
  ])('treats empty markup as empty: %j', (html) => {
    expect(sanitizeRichText(html)).toBe('');
  });
});

describe('sanitizeLocalizedRichText', () => {
  it('sanitises each language and drops the ones left empty', () => {
    expect(sanitizeLocalizedRichText({ id: '<p>Halo<script>x</script></p>', en: '<p><br></p>' })).toEqual({
      id: '<p>Halo</p>',
    });
    expect(sanitizeLocalizedRichText({})).toEqual({});
  });
});

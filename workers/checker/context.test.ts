/** The per-check file index: each file is parsed at most once per check, whatever its size. */
import { describe, expect, it } from 'vitest';
import { CheckContext } from './context';

// past the content caches' 4,000,000-character budget, which therefore do not keep these files
const huge = 'x'.repeat(4_100_000);

describe('CheckContext', () => {
  it('parses a file too large for the content caches once per check, not once per rule', () => {
    const ctx = new CheckContext([
      { path: 'index.html', value: `<!-- ${huge} --><p onclick="go()">x</p><style>p { color: red }</style>` },
      { path: 'style.css', value: `/* ${huge} */ p { color: red }` },
      { path: 'app.js', value: `// ${huge}\ngo()` },
    ]);
    const [html, css, js] = ctx.files as [(typeof ctx.files)[0], (typeof ctx.files)[0], (typeof ctx.files)[0]];
    expect(ctx.html(html)).toBe(ctx.html(html));
    expect(ctx.sheets(html)).toBe(ctx.sheets(html));
    expect(ctx.scripts(html)).toBe(ctx.scripts(html));
    expect(ctx.sheets(css)).toBe(ctx.sheets(css));
    expect(ctx.scripts(js)).toBe(ctx.scripts(js));
    expect(ctx.html(html).byTag.get('p')).toHaveLength(1);
  });

  it('reads a new check afresh: the memo lives only as long as its check', () => {
    const files = [{ path: 'app.js', value: `// ${huge}\ngo()` }];
    const first = new CheckContext(files);
    const second = new CheckContext(files);
    expect(first.scripts(first.files[0]!)).not.toBe(second.scripts(second.files[0]!));
  });
});

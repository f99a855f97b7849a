import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_UNPACKED_BYTES, MAX_ZIP_BYTES, readProjectZip } from './project-upload';

const zip = (files: Record<string, Uint8Array>) => zipSync(files, { level: 6 });

describe('readProjectZip', () => {
  it('reads web files and images, stripping one shared top folder', () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const result = readProjectZip(
      zip({
        'site/index.html': strToU8('<h1>Halo</h1>'),
        'site/css/style.scss': strToU8('h1 { color: red; }'),
        'site/img/logo.png': png,
        '__MACOSX/site/._index.html': strToU8('junk'),
        'site/.DS_Store': strToU8('junk'),
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((e) => e.path)).toEqual(['css/style.scss', 'img/logo.png', 'index.html']);
    expect(result.entries.find((e) => e.path === 'index.html')).toMatchObject({ type: 'code', value: '<h1>Halo</h1>' });
    expect(result.entries.find((e) => e.path === 'img/logo.png')?.value).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('keeps paths when the files do not share one folder', () => {
    const result = readProjectZip(zip({ 'index.html': strToU8('x'), 'js/app.js': strToU8('y') }));
    expect(result.ok && result.entries.map((e) => e.path)).toEqual(['index.html', 'js/app.js']);
  });

  it('refuses other file types and names them', () => {
    const result = readProjectZip(zip({ 'index.html': strToU8('x'), 'run.exe': strToU8('MZ'), 'a.py': strToU8('') }));
    expect(result).toEqual({ ok: false, problem: { code: 'file-types', files: ['run.exe', 'a.py'] } });
  });

  it('refuses an archive over the size limit before unpacking', () => {
    const big = new Uint8Array(MAX_ZIP_BYTES + 1);
    expect(readProjectZip(big)).toEqual({ ok: false, problem: { code: 'too-large', limit: MAX_ZIP_BYTES } });
  });

  it('refuses a small archive that unpacks beyond the limit (zip bomb)', () => {
    const bomb = zip({ 'index.html': new Uint8Array(MAX_UNPACKED_BYTES + 10).fill(65) });
    expect(bomb.byteLength).toBeLessThan(MAX_ZIP_BYTES);
    expect(readProjectZip(bomb)).toEqual({
      ok: false,
      problem: { code: 'unpacked-too-large', limit: MAX_UNPACKED_BYTES },
    });
  });

  it('says so when the file is not a zip, or holds no files', () => {
    expect(readProjectZip(strToU8('plain text, not a zip'))).toEqual({ ok: false, problem: { code: 'not-a-zip' } });
    expect(readProjectZip(zip({ '__MACOSX/x': strToU8('') }))).toEqual({ ok: false, problem: { code: 'empty' } });
  });
});

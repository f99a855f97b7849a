/**
 * `npm run i18n:check`: extracts the messages from the source, then fails when either catalog
 * misses one or the English catalog leaves one untranslated. Prints each gap on its own line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

type Entry = { id: string; str: string; obsolete: boolean };

/** Reads msgid/msgstr pairs from a .po file (joined multi-line strings, `#~` obsolete entries marked). */
export function readPo(text: string): Entry[] {
  const entries: Entry[] = [];
  const blocks = text.split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const obsolete = lines.some((l) => l.startsWith('#~'));
    const body = lines.map((l) => l.replace(/^#~ /, '')).filter((l) => !l.startsWith('#'));
    let current: 'id' | 'str' | null = null;
    let id = '';
    let str = '';
    for (const line of body) {
      const m = line.match(/^(msgid|msgstr)\s+"(.*)"$/);
      if (m) {
        current = m[1] === 'msgid' ? 'id' : 'str';
        if (current === 'id') id = m[2] ?? '';
        else str = m[2] ?? '';
        continue;
      }
      const cont = line.match(/^"(.*)"$/);
      if (cont && current === 'id') id += cont[1];
      else if (cont && current === 'str') str += cont[1];
    }
    if (id !== '') entries.push({ id, str, obsolete });
  }
  return entries;
}

const extract = spawnSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (extract.status !== 0) {
  console.error(extract.stdout);
  console.error('lingui extract failed');
  process.exit(1);
}

const load = (locale: string) =>
  readPo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).filter((e) => !e.obsolete);
const id = load('id');
const en = load('en');
const idIds = new Set(id.map((e) => e.id));
const enIds = new Set(en.map((e) => e.id));
const problems: string[] = [];
for (const e of id) if (!enIds.has(e.id)) problems.push(`en is missing: ${e.id}`);
for (const e of en) if (!idIds.has(e.id)) problems.push(`id is missing: ${e.id}`);
for (const e of en) if (e.str.trim() === '') problems.push(`en has no translation for: ${e.id}`);

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`${problems.length} catalog problem(s): translate them in locales/en/messages.po`);
  process.exit(1);
}
console.log(`catalogs complete: ${id.length} messages in id and en`);

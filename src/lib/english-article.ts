/**
 * The English indefinite article before an HTML tag or element name ("an <input> tag", "a <ul> tag"), chosen by
 * how the name is read aloud, since English picks "an" by the first sound, not the first letter.
 *
 * The rule, applied to the name's first part (before a digit or `-`: `h1` → `h`, `x-card` → `x`):
 * - read letter by letter when it is one letter, has no vowel (`br`, `hr`, `svg`, `td`) or is one of the
 *   abbreviations spelled out although they hold one (`li`, `ul`, `ol`, `bdi`, `bdo`, `hgroup`'s `h`): then the
 *   first letter's name decides, and A, E, F, H, I, L, M, N, O, R, S and X are said with a vowel first
 *   ("an <a>" as "an ay", "an <h1>" as "an aitch one", "an <li>" as "an el-eye"; "a <b>", "a <ul>" as "a you-el");
 * - otherwise read as a word: "an" before a, e, i, o ("an <input>", "an <img>", "an <em>", "an <option>");
 *   "a" before u, which HTML's names say as "you" (`u`, `use`), and before every consonant.
 */

/** Letters whose spoken name starts with a vowel sound ("ay", "ee", "ef", "aitch", "eye", "el", "em", …). */
const VOWEL_SOUND_LETTERS = new Set('aefhilmnorsx');

/** Names read letter by letter although they hold a vowel. */
const SPELLED = new Set(['li', 'ul', 'ol', 'bdi', 'bdo', 'hgroup']);

/** `'an'` or `'a'` for the tag or element name `name` (case and angle brackets do not matter). */
export function englishArticle(name: string): 'a' | 'an' {
  const lower = name.toLowerCase().replace(/^<\/?/, '');
  const head = /^[a-z]+/.exec(lower)?.[0] ?? '';
  if (!head) return 'a';
  const first = head[0] as string;
  const spelled = head.length === 1 || !/[aeiouy]/.test(head) || SPELLED.has(head);
  if (spelled) return VOWEL_SOUND_LETTERS.has(first) ? 'an' : 'a';
  return 'aeio'.includes(first) ? 'an' : 'a';
}

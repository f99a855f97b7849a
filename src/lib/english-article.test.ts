/** The English article before a tag name, chosen by how the name is read aloud (english-article.ts). */
import { describe, expect, it } from 'vitest';
import { englishArticle } from './english-article';

describe('englishArticle', () => {
  it.each([
    // read as words starting with a vowel sound
    ['input', 'an'],
    ['img', 'an'],
    ['iframe', 'an'],
    ['article', 'an'],
    ['aside', 'an'],
    ['audio', 'an'],
    ['option', 'an'],
    ['em', 'an'],
    ['embed', 'an'],
    ['object', 'an'],
    // spelled out, first letter's name starts with a vowel sound
    ['a', 'an'],
    ['i', 'an'],
    ['s', 'an'],
    ['ol', 'an'],
    ['li', 'an'],
    ['h1', 'an'],
    ['h6', 'an'],
    ['hr', 'an'],
    ['html', 'an'],
    ['hgroup', 'an'],
    ['svg', 'an'],
    ['x-card', 'an'],
    // spelled out, first letter's name starts with a consonant sound
    ['b', 'a'],
    ['p', 'a'],
    ['u', 'a'],
    ['q', 'a'],
    ['ul', 'a'],
    ['br', 'a'],
    ['td', 'a'],
    ['dl', 'a'],
    ['wbr', 'a'],
    ['bdi', 'a'],
    // read as words starting with a consonant sound (u as "you")
    ['div', 'a'],
    ['nav', 'a'],
    ['link', 'a'],
    ['form', 'a'],
    ['header', 'a'],
    ['section', 'a'],
    ['use', 'a'],
    ['my-button', 'a'],
  ] as const)('%s → %s', (name, article) => {
    expect(englishArticle(name)).toBe(article);
  });

  it('ignores case and angle brackets, and answers "a" for a name with no letters', () => {
    expect(englishArticle('IMG')).toBe('an');
    expect(englishArticle('<input>')).toBe('an');
    expect(englishArticle('</UL>')).toBe('a');
    expect(englishArticle('')).toBe('a');
    expect(englishArticle('123')).toBe('a');
  });
});

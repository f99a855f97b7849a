import { describe, expect, it } from 'vitest';
import { createPing, createSwap, PREVIEW_CHANNEL, parsePreviewMessage } from './protocol';

const msg = (fields: Record<string, unknown>) => ({ source: PREVIEW_CHANNEL, run: 3, ...fields });

describe('parsePreviewMessage', () => {
  it.each([
    [msg({ type: 'ready' }), { type: 'ready', run: 3 }],
    [msg({ type: 'overflow' }), { type: 'overflow', run: 3 }],
    [
      msg({ type: 'console', level: 'warn', args: ['a', '1'] }),
      { type: 'console', run: 3, level: 'warn', args: ['a', '1'] },
    ],
    [
      msg({ type: 'error', message: 'boom', file: 'index.html', line: 4 }),
      { type: 'error', run: 3, message: 'boom', file: 'index.html', line: 4 },
    ],
    [msg({ type: 'error', message: 'boom' }), { type: 'error', run: 3, message: 'boom' }],
    [msg({ type: 'loop', line: 7, file: 'js/app.js' }), { type: 'loop', run: 3, line: 7, file: 'js/app.js' }],
    [msg({ type: 'loop', line: 7 }), { type: 'loop', run: 3, line: 7 }],
    [msg({ type: 'navigate', href: 'about.html' }), { type: 'navigate', run: 3, href: 'about.html' }],
    [
      msg({ type: 'submit', action: 'daftar.php', method: 'POST', fields: [['nama', 'Ani']] }),
      { type: 'submit', run: 3, action: 'daftar.php', method: 'POST', fields: [['nama', 'Ani']] },
    ],
    [msg({ type: 'blocked', kind: 'form', target: '/x' }), { type: 'blocked', run: 3, kind: 'form', target: '/x' }],
    [msg({ type: 'dialog', kind: 'alert', message: 'hi' }), { type: 'dialog', run: 3, kind: 'alert', message: 'hi' }],
    [msg({ type: 'pong', id: 0 }), { type: 'pong', run: 3, id: 0 }],
    [msg({ type: 'loaded' }), { type: 'loaded', run: 3 }],
  ])('accepts a well-formed message %#', (data, expected) => {
    expect(parsePreviewMessage(data)).toEqual(expected);
  });

  it('drops fields it does not know', () => {
    expect(parsePreviewMessage(msg({ type: 'ready', extra: { evil: true } }))).toEqual({ type: 'ready', run: 3 });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ready'],
    ['a number', 42],
    ['an array', [msg({ type: 'ready' })]],
    ['another channel', { source: 'webpack', run: 1, type: 'ready' }],
    ['no channel', { run: 1, type: 'ready' }],
    ['no run', { source: PREVIEW_CHANNEL, type: 'ready' }],
    ['a negative run', { source: PREVIEW_CHANNEL, run: -1, type: 'ready' }],
    ['a fractional run', { source: PREVIEW_CHANNEL, run: 1.5, type: 'ready' }],
    ['a string run', { source: PREVIEW_CHANNEL, run: '1', type: 'ready' }],
    ['an unknown type', msg({ type: 'eval', code: 'x' })],
    ['no type', msg({})],
    ['console without args', msg({ type: 'console', level: 'log' })],
    ['console with an unknown level', msg({ type: 'console', level: 'debug', args: [] })],
    ['console with a non-string arg', msg({ type: 'console', level: 'log', args: ['a', 1] })],
    [
      'console with too many args',
      msg({ type: 'console', level: 'log', args: Array.from({ length: 101 }, () => 'a') }),
    ],
    ['console with a huge arg', msg({ type: 'console', level: 'log', args: ['x'.repeat(20_001)] })],
    ['error without message', msg({ type: 'error', line: 1 })],
    ['error with line 0', msg({ type: 'error', message: 'x', line: 0 })],
    ['error with a string line', msg({ type: 'error', message: 'x', line: '3' })],
    ['error with a non-string file', msg({ type: 'error', message: 'x', file: 3 })],
    ['loop without line', msg({ type: 'loop' })],
    ['loop with NaN line', msg({ type: 'loop', line: Number.NaN })],
    ['loop with Infinity line', msg({ type: 'loop', line: Number.POSITIVE_INFINITY })],
    ['navigate without href', msg({ type: 'navigate' })],
    ['submit with another method', msg({ type: 'submit', action: '', method: 'PUT', fields: [] })],
    ['submit with a bad field', msg({ type: 'submit', action: '', method: 'GET', fields: [['a', 1]] })],
    [
      'submit with too many fields',
      msg({ type: 'submit', action: '', method: 'GET', fields: Array(201).fill(['a', 'b']) }),
    ],
    ['blocked with an unknown kind', msg({ type: 'blocked', kind: 'cookie', target: '' })],
    ['blocked without target', msg({ type: 'blocked', kind: 'link' })],
    ['dialog with an unknown kind', msg({ type: 'dialog', kind: 'print', message: '' })],
    ['pong without id', msg({ type: 'pong' })],
    ['pong with a string id', msg({ type: 'pong', id: '1' })],
  ])('rejects %s', (_label, data) => {
    expect(parsePreviewMessage(data)).toBeNull();
  });
});

describe('createPing', () => {
  it('carries the channel and the id', () => {
    expect(createPing(9)).toEqual({ source: PREVIEW_CHANNEL, type: 'ping', id: 9 });
  });
});

describe('createSwap', () => {
  it('carries the channel, the run and the page', () => {
    expect(createSwap(4, '<p>a</p>')).toEqual({ source: PREVIEW_CHANNEL, type: 'swap', run: 4, html: '<p>a</p>' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CheckReport } from './api';
import { checkAnswersShared } from './index';
import { createReplyBuffer, readSharedReply, whenPublished, writeSharedReply } from './shared-reply';

describe('shared replies', () => {
  it('publishes a value for its sequence number only', () => {
    const buffer = createReplyBuffer(1024);
    expect(readSharedReply({ buffer, seq: 1 })).toBeUndefined();
    expect(writeSharedReply({ buffer, seq: 1 }, { text: 'héllo ✓', n: [1, 2] })).toBe(true);
    expect(readSharedReply({ buffer, seq: 1 })).toEqual({ text: 'héllo ✓', n: [1, 2] });
    // An older or newer call sees nothing of it.
    expect(readSharedReply({ buffer, seq: 2 })).toBeUndefined();
    expect(writeSharedReply({ buffer, seq: 2 }, 'next')).toBe(true);
    expect(readSharedReply({ buffer, seq: 2 })).toBe('next');
    expect(readSharedReply({ buffer, seq: 1 })).toBeUndefined();
  });

  it('refuses a value that does not fit and publishes nothing', () => {
    const buffer = createReplyBuffer(16);
    expect(writeSharedReply({ buffer, seq: 3 }, 'x'.repeat(40))).toBe(false);
    expect(readSharedReply({ buffer, seq: 3 })).toBeUndefined();
    // Multi-byte text that fits in characters but not in bytes is refused too.
    expect(writeSharedReply({ buffer, seq: 4 }, 'é'.repeat(10))).toBe(false);
    expect(readSharedReply({ buffer, seq: 4 })).toBeUndefined();
  });

  it('carries a real check report, or hands it back when the buffer is too small', () => {
    const files = [{ path: 'index.html', value: '<h1 class="a">Hi</h1>' }];
    const answers = [
      { kind: 'html' as const, tag: 'h1', attributes: '{"class":"a"}' },
      { kind: 'html' as const, tag: 'p' },
    ];
    const big = { buffer: createReplyBuffer(), seq: 7 };
    expect(checkAnswersShared(files, answers, big)).toBeNull();
    const report = readSharedReply<CheckReport>(big);
    expect(report?.results.map((r) => r.reason)).toEqual(['ok', 'missing-tag']);

    const tiny = { buffer: createReplyBuffer(8), seq: 8 };
    const handedBack = checkAnswersShared(files, answers, tiny);
    expect(handedBack).toEqual(report);
    expect(readSharedReply(tiny)).toBeUndefined();
  });

  it('wakes a waiter when the reply is published, and at once when it already is', async () => {
    const buffer = createReplyBuffer(1024);
    const woken: string[] = [];
    expect(whenPublished({ buffer, seq: 1 }, () => woken.push('first'), 5000)).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(woken).toEqual([]);
    writeSharedReply({ buffer, seq: 1 }, 'done');
    await vi.waitFor(() => expect(woken).toEqual(['first']));
    whenPublished({ buffer, seq: 1 }, () => woken.push('again'), 5000);
    await Promise.resolve();
    expect(woken).toEqual(['first', 'again']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_SPACING_MS, toast, toastState } from './toast';

describe('toasts', () => {
  let hour = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    // A later clock per test: the queue remembers when the last toast showed.
    vi.setSystemTime(new Date(2026, 0, 1, 10 + hour++, 0, 0));
    toastState.items.splice(0);
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('defaults to success and spaces queued toasts 1000 ms apart', () => {
    vi.advanceTimersByTime(10_000);
    toast('Saved');
    toast.error('Failed');
    toast('Third');
    expect(toastState.items.map((t) => [t.message, t.variant])).toEqual([['Saved', 'success']]);
    vi.advanceTimersByTime(TOAST_SPACING_MS - 1);
    expect(toastState.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastState.items.map((t) => t.variant)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(TOAST_SPACING_MS);
    expect(toastState.items).toHaveLength(3);
  });

  it('disappears after its duration or when dismissed', () => {
    vi.advanceTimersByTime(10_000);
    const id = toast('Bye', { duration: 2000 });
    toast.info('Stay');
    expect(toastState.items).toHaveLength(1);
    dismissToast(id);
    expect(toastState.items).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_SPACING_MS);
    expect(toastState.items.map((t) => t.message)).toEqual(['Stay']);
    vi.advanceTimersByTime(4000);
    expect(toastState.items).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, LOADING_BAR, uiState } from './ui';

describe('loading bar (delay 200 ms, tick 100 ms, duration 5000 ms, hide 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('stays hidden for work shorter than the delay', () => {
    const done = beginLoading();
    vi.advanceTimersByTime(LOADING_BAR.delay - 1);
    done();
    vi.advanceTimersByTime(1000);
    expect(uiState.loadingBar.visible).toBe(false);
  });

  it('shows after the delay, creeps below 95 %, fills, then hides after the hide delay', () => {
    const done = beginLoading();
    vi.advanceTimersByTime(LOADING_BAR.delay);
    expect(uiState.loadingBar.visible).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR.tick * 5);
    const early = uiState.loadingBar.percent;
    expect(early).toBeGreaterThan(0);
    vi.advanceTimersByTime(LOADING_BAR.duration * 3);
    expect(uiState.loadingBar.percent).toBeGreaterThan(early);
    expect(uiState.loadingBar.percent).toBeLessThanOrEqual(95);
    done();
    expect(uiState.loadingBar.percent).toBe(100);
    vi.advanceTimersByTime(LOADING_BAR.hideDelay - 1);
    expect(uiState.loadingBar.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(uiState.loadingBar.visible).toBe(false);
  });

  it('waits for every pending request and turns failed when one fails', () => {
    const first = beginLoading();
    const second = beginLoading();
    vi.advanceTimersByTime(LOADING_BAR.delay);
    first(true);
    expect(uiState.loadingBar.failed).toBe(true);
    expect(uiState.loadingBar.percent).toBeLessThan(100);
    second();
    expect(uiState.loadingBar.percent).toBe(100);
    expect(uiState.loadingBar.failed).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR.hideDelay);
    expect(uiState.loadingBar.visible).toBe(false);
    expect(uiState.loadingBar.failed).toBe(false);
  });

  it('ignores a second call of the same done function', () => {
    const a = beginLoading();
    const b = beginLoading();
    vi.advanceTimersByTime(LOADING_BAR.delay);
    a();
    a();
    expect(uiState.loadingBar.percent).toBeLessThan(100);
    b();
    expect(uiState.loadingBar.percent).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { isMobile } from './device';

describe('isMobile (desktop-only guard)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', false, 393, true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false, 390, true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', false, 1024, true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', false, 1366, false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', true, 800, true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36', true, 1600, false],
  ])('%s touchOnly=%s width=%s → %s', (userAgent, touchOnly, width, mobile) => {
    expect(isMobile({ userAgent, touchOnly, width })).toBe(mobile);
  });
});

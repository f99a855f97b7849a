/**
 * Desktop-only check (docs/decisions/0003-product-and-screens.md): a phone or tablet user agent, or a touch-only device with a
 * narrow screen, counts as mobile and is sent to /restricted.
 */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

/** Below this width a touch-only device counts as mobile. */
export const NARROW_MAX_WIDTH = 1024;

export type DeviceInfo = {
  userAgent: string;
  /** `(pointer: coarse)` matches and `(any-pointer: fine)` does not. */
  touchOnly: boolean;
  width: number;
};

/** Pure decision, for tests. */
export function isMobile({ userAgent, touchOnly, width }: DeviceInfo): boolean {
  return MOBILE_UA.test(userAgent) || (touchOnly && width < NARROW_MAX_WIDTH);
}

/** Reads the current browser's device info. */
export function currentDevice(): DeviceInfo {
  if (typeof window === 'undefined') return { userAgent: '', touchOnly: false, width: 1920 };
  const mq = (q: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(q).matches : false);
  return {
    userAgent: navigator.userAgent,
    touchOnly: mq('(pointer: coarse)') && !mq('(any-pointer: fine)'),
    width: window.innerWidth,
  };
}

/** True when this browser is a mobile device. */
export function isMobileDevice(): boolean {
  return isMobile(currentDevice());
}

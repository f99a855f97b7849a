/**
 * `lazy()` for the route table: a screen whose chunk loads on first use, that also remembers its loader, so a
 * link can fetch the screen's chunk before it is clicked (see prefetch.ts), and the app can fetch the current
 * address's screen while the session is still being checked (main.tsx).
 *
 * A screen whose chunk has already arrived renders at once, without suspending: React.lazy suspends on its first
 * render even then (it learns of the module through a promise), and its loading state would replace what is on
 * screen for a frame. That matters for the built landing page (src/app/prerender), whose markup the app renders
 * over: main.tsx loads the landing screen first, so the first render shows the same page, not a loading bar.
 *
 * `warm` starts what the screen will need next beside its own chunk, when the screen is about to render
 * (not on a link's hover): on a slow link the code screens' checker script then arrives while the screen's
 * chunk and its material load, instead of after them (docs/decisions/0017-speed-targets.md).
 */
import { type ComponentType, createElement, lazy as reactLazy } from 'react';

export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

type ScreenModule = { default: ComponentType };

/** A screen loaded on first use, plus `preload()` (calls the loader; the module cache makes repeats free). */
export function lazy(load: () => Promise<ScreenModule>, warm?: () => void): LazyScreen {
  let loaded: ComponentType | undefined;
  let warmed = false;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = reactLazy(loadAndKeep);
  function Screen() {
    if (!warmed && warm) {
      warmed = true;
      warm();
    }
    return createElement(loaded ?? Suspending);
  }
  return Object.assign(Screen, { preload: loadAndKeep });
}

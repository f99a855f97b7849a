/**
 * `lazy()` for the route table: a React.lazy component that also remembers its loader, so a link
 * can fetch the screen's chunk before it is clicked (see prefetch.ts), and the app can fetch the
 * current address's screen while the session is still being checked (main.tsx).
 *
 * `warm` starts what the screen will need next beside its own chunk, when the screen is about to render
 * (not on a link's hover): on a slow link the code screens' checker script then arrives while the screen's
 * chunk and its material load, instead of after them (issue 18).
 */
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Same as React.lazy, plus `preload()` (calls the loader; the module cache makes repeats free). */
export function lazy(load: () => Promise<{ default: ComponentType }>, warm?: () => void): LazyScreen {
  const component = reactLazy(
    warm
      ? () => {
          warm();
          return load();
        }
      : load,
  ) as LazyScreen;
  component.preload = load;
  return component;
}

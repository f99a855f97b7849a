/**
 * `lazy()` for the route table: a React.lazy component that also remembers its loader, so a link
 * can fetch the screen's chunk before it is clicked (see prefetch.ts).
 */
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Same as React.lazy, plus `preload()` (calls the loader; the module cache makes repeats free). */
export function lazy(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const component = reactLazy(load) as LazyScreen;
  component.preload = load;
  return component;
}

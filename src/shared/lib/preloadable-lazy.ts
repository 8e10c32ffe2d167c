import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (`React.lazy`) and can be asked for earlier (`preload`: on hover or focus
 * of what opens it, after the first frame): one download either way, started by whichever comes first.
 */
export function preloadableLazy<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  const Component = lazy(async () => ({ default: pick(await preload()) }));
  return { Component, preload };
}

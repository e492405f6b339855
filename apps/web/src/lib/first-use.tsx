import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time a member reaches for it (a focus, a tap), not
 * with the screen: render it inside a Suspense boundary whose fallback is a stand-in that looks the
 * same, and call `ask` on first use. The fallback stays mounted until the code has arrived, so the
 * focus and what is typed there are never dropped by a remount. One fetch for the whole app: the
 * first use anywhere brings the code for every place that shows it.
 */
export function lazyOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let ask = () => undefined as void;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const Component = lazy(() => asked.then(load).then((component) => ({ default: component })));
  return { Component, ask: () => ask() };
}

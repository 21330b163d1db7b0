import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False in the server render and the hydration pass, true once running in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

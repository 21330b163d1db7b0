/**
 * A counting gate: at most `max` holders at once; one more is refused at once rather than
 * queued, so an upload storm turns into quick "try again in a moment" answers instead of a
 * queue of requests every visitor waits behind.
 */
export interface ConcurrencyGate {
  /** A release function, or null when the gate is full. Releasing twice is harmless. */
  tryEnter(): (() => void) | null;
  readonly inUse: number;
}

export function createConcurrencyGate(max: number): ConcurrencyGate {
  let inUse = 0;
  return {
    tryEnter() {
      if (inUse >= max) return null;
      inUse++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}

/**
 * A counting gate: at most `max` holders at once; one more is refused at once rather than
 * queued, so an upload storm turns into quick "try again in a moment" answers instead of a
 * queue of requests every visitor waits behind.
 */
export interface ConcurrencyGate {
  /**
   * A release function, or null when the gate is full, or when `key` (a client address)
   * already holds its share. Releasing twice is harmless.
   */
  tryEnter(key?: string): (() => void) | null;
  readonly inUse: number;
}

/**
 * `max` holders in all, at most `perKey` of them with one key: one client dripping a few slow
 * uploads cannot take every slot from the other visitors.
 */
export function createConcurrencyGate(max: number, perKey = max): ConcurrencyGate {
  let inUse = 0;
  const byKey = new Map<string, number>();
  return {
    tryEnter(key = '') {
      const held = byKey.get(key) ?? 0;
      if (inUse >= max || held >= perKey) return null;
      inUse++;
      byKey.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse--;
        const left = (byKey.get(key) ?? 1) - 1;
        if (left <= 0) byKey.delete(key);
        else byKey.set(key, left);
      };
    },
    get inUse() {
      return inUse;
    },
  };
}

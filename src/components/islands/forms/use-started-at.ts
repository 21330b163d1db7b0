import { useEffect, useRef } from 'react';

/** Stamps a hidden `startedAt` input with the time the form became usable (bot timing check). */
export function useStartedAt() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = String(Date.now());
  }, []);
  return ref;
}

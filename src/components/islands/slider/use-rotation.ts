import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../use-reduced-motion.ts';

const SLIDE_INTERVAL_MS = 5000;

/**
 * docs/requirements.md R5: advance every 5000 ms, wrapping; previous/next wrap. For WCAG 2.2.2:
 * a pause/play toggle, a pause while hovered or focused, none under prefers-reduced-motion.
 */
export function useRotation(count: number) {
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !stopped && !hovered && !focused && !reducedMotion;

  // The first slide appears without a fade (an element fading in from opacity 0 delays the
  // first paint's largest text); only later changes animate.
  const [moved, setMoved] = useState(false);
  const go = useCallback(
    (step: number) => {
      setMoved(true);
      setActive((i) => (i + step + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => go(1), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, go, active]);

  const toggle = useCallback(() => setStopped((s) => !s), []);
  return { active, stopped, moved, rotating, go, toggle, setHovered, setFocused };
}

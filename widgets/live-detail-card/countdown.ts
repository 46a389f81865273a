import { useEffect, useRef, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownLabel(totalSeconds: number): string {
  const p = countdownParts(totalSeconds);
  return `${p.days}天${pad(p.hours)}时${pad(p.minutes)}分${pad(p.seconds)}秒`;
}

/**
 * Seconds left, counted from when `seconds` arrived (a wall-clock difference, so a throttled background
 * tab still ends on time); `onZero` runs once when it reaches zero from above (the page reloads).
 */
export function useCountdown(seconds: number | undefined, onZero: () => void): number {
  const initial = Math.max(0, Math.floor(seconds ?? 0));
  const [left, setLeft] = useState(initial);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  useEffect(() => {
    setLeft(initial);
    if (initial <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, initial - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onZeroRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [initial]);
  return left;
}

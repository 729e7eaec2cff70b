import { useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again. Counts from `seconds` on mount and again whenever
 * `restartKey` changes. Reads the clock on each tick, so a throttled background timer cannot stretch
 * the wait.
 */
export function useResendCountdown(seconds: number, restartKey: unknown): number {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setRemaining(left());
    if (seconds <= 0) return undefined;
    const timer = setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // restartKey is the trigger: a new key starts a new wait.
  }, [seconds, restartKey]);

  return remaining;
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Router state a screen may navigate with to say "this is going back", when it replaces history. */
export const RETURNING_STATE = { returning: true } as const;

const isReturning = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { returning?: unknown }).returning === true;

/**
 * Runs `onReturn` once when the person comes back to this screen: the host's Back (a history pop)
 * or a screen that replaced itself with this one as its way back (RETURNING_STATE). Spec §4: what
 * the last screen said (general errors) must not greet the person on the one they return to.
 */
export function useOnReturn(onReturn: () => void): void {
  const type = useNavigationType();
  const { key, state } = useLocation();
  const returning = type === 'POP' || isReturning(state);
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  // Per entry (a history entry's key), whatever else re-renders the screen.
  useEffect(() => {
    if (returning) latest.current();
  }, [key, returning]);
}

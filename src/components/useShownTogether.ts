import { useEffect, useState } from 'react';

/**
 * How long a screen waits for the parts it shows together before it shows them anyway, each
 * part with its own spinner: a request that hangs must not keep the rest from the person.
 */
export const SHOWN_TOGETHER_WAIT_MS = 2_000;

/**
 * Whether a screen can show parts that load on their own and would push each other down as each
 * came (the lot screen's panels, the dashboard's cards): true once `answered`, or once
 * SHOWN_TOGETHER_WAIT_MS have passed for this `subject`. Once true for a subject it stays true,
 * so asking again (after a save) does not hide what is shown.
 */
export function useShownTogether(answered: boolean, subject: string | number): boolean {
  const [shown, setShown] = useState<string | number | null>(null);
  useEffect(() => {
    const show = () => setShown(subject);
    if (answered) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, SHOWN_TOGETHER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered, subject]);
  return answered || shown === subject;
}

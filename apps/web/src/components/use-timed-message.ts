import { useCallback, useEffect, useState } from 'react';

/** Company spec §4 and §9: success banners clear after 5 seconds. */
export const SUCCESS_MESSAGE_MS = 5_000;

/**
 * A message that clears itself `ms` after it was set (each new text restarts the timer).
 * Setting null clears it at once.
 */
export function useTimedMessage(ms: number = SUCCESS_MESSAGE_MS) {
  const [message, setState] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setState(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);

  const setMessage = useCallback(
    (text: string | null) => setState(text === null ? null : { text, at: Date.now() }),
    [],
  );
  return [message?.text ?? null, setMessage] as const;
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { punchClockKeys } from './api/punch-clock-query';
import { punchQueue } from './punch-queue';

/** While punches wait and the browser says it is online, the queue is tried this often. */
export const PUNCH_RETRY_MS = 20_000;

/**
 * Sends the worker's waiting punches: at once, when the connection comes back, when the app
 * returns to the foreground, and every 20 s while some wait. After a sync the clock and the
 * time entries (a closed stretch is an entry) are read again.
 */
export function usePunchSync(ownerKey: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!ownerKey) return;
    const queue = punchQueue();
    const sync = () => {
      if (navigator.onLine !== false) void queue.sync(ownerKey);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('sitehours.punches.')) queue.reload();
    };
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('focus', sync);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (queue.snapshot(ownerKey).queue.some((p) => p.status === 'queued')) sync();
    }, PUNCH_RETRY_MS);
    const stopSynced = queue.onSynced(() => {
      void queryClient.invalidateQueries({ queryKey: punchClockKeys.all });
      // The timesheet's reads (features/time-entries), by their common prefix.
      void queryClient.invalidateQueries({ queryKey: ['time-entries'] });
    });
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('focus', sync);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      stopSynced();
    };
  }, [ownerKey, queryClient]);
}

/**
 * usePunchSync as a component, for the shell: punches made offline are sent when the connection
 * comes back whichever screen is open.
 */
export function PunchSync({ ownerKey }: { ownerKey: string | null }) {
  usePunchSync(ownerKey);
  return null;
}

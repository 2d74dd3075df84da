import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IconCloudOff, IconRefresh, IconAlertTriangle } from '@tabler/icons-react';
import { timeEntryKeys } from '../time-entry-api';
import { offlineQueue, useOfflineQueue, useOfflineQueueValue } from './offline-queue';
import {
  connectivityBannerShown,
  connectivityMessage,
  type ConnectivityTone,
} from './connectivity-message';
import { queueCounts } from './queue-model';

/** While changes wait and the browser says it is online, the queue is tried this often. */
export const SYNC_RETRY_MS = 30_000;

/**
 * Connects the offline queue to the signed-in user and the connection: loads that user's queue,
 * follows the browser's online/offline state, and sends the queue when the connection returns,
 * when the app comes back to the foreground, and every 30 s while something waits. After a sync
 * the time-entry lists are read again; refused changes are announced.
 */
export function useOfflineSync(ownerKey: string | null) {
  const queryClient = useQueryClient();
  // The shell runs this before any screen: the texts load without holding the shell back.
  const { t } = useTranslation('timesheet', { useSuspense: false });

  useEffect(() => {
    const queue = offlineQueue();
    void queue.setOwner(ownerKey).then(() => {
      if (queue.getSnapshot().online) void queue.sync();
    });
    return () => void queue.setOwner(null);
  }, [ownerKey]);

  useEffect(() => {
    const queue = offlineQueue();
    const update = () => queue.setOnline(navigator.onLine);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void queue.sync();
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    document.addEventListener('visibilitychange', onVisible);
    update();
    const timer = window.setInterval(() => {
      const snapshot = queue.getSnapshot();
      if (snapshot.online && snapshot.ops.some((op) => op.status === 'queued')) void queue.sync();
    }, SYNC_RETRY_MS);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(
    () =>
      offlineQueue().onSynced((report) => {
        void queryClient.invalidateQueries({ queryKey: timeEntryKeys.all });
        if (report.refused > 0)
          notifications.show({
            color: 'red',
            title: t('offline.notSyncedTitle'),
            message: t('offline.notSyncedMessage', { count: report.refused }),
            autoClose: 8_000,
          });
      }),
    [queryClient, t],
  );
}

/** Whether the shell shows the connectivity banner (the shell renders again only when that changes). */
export function useConnectivityBannerShown(): boolean {
  return useOfflineQueueValue((snapshot) =>
    connectivityBannerShown({ ...snapshot, ...queueCounts(snapshot.ops) }),
  );
}

/** useOfflineSync as a component: what it follows does not render the shell again. */
export function OfflineSync({ ownerKey }: { ownerKey: string | null }) {
  useOfflineSync(ownerKey);
  return null;
}

const TONE_STYLE: Record<ConnectivityTone, { background: string; color: string }> = {
  offline: { background: 'var(--mantine-color-gray-8)', color: 'var(--mantine-color-white)' },
  // Shades dark enough for white text at 4.5:1 (WCAG 1.4.3).
  syncing: { background: 'var(--mantine-color-blue-8)', color: 'var(--mantine-color-white)' },
  waiting: { background: 'var(--mantine-color-blue-8)', color: 'var(--mantine-color-white)' },
  refused: { background: 'var(--mantine-color-red-9)', color: 'var(--mantine-color-white)' },
};

/** The 28 px bar above the top bar: offline, and the count of entries waiting to sync. */
export function ConnectivityBanner({ className }: { className?: string }) {
  const { t, ready } = useTranslation('timesheet', { useSuspense: false });
  const snapshot = useOfflineQueue();
  const counts = queueCounts(snapshot.ops);
  const message = ready ? connectivityMessage({ ...snapshot, ...counts }, t) : null;
  if (!message) return null;
  const Icon =
    message.tone === 'offline'
      ? IconCloudOff
      : message.tone === 'refused'
        ? IconAlertTriangle
        : IconRefresh;
  return (
    <div
      className={className}
      role="status"
      aria-label={t('offline.status')}
      data-tone={message.tone}
      style={TONE_STYLE[message.tone]}
    >
      <Icon size={14} aria-hidden />
      {message.text}
    </div>
  );
}

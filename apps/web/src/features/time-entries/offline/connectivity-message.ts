import type { TimesheetT } from '../use-entry-text';

export type ConnectivityTone = 'offline' | 'syncing' | 'waiting' | 'refused';

/** What the connectivity banner says (in the interface language), or null when online with nothing waiting. */
export function connectivityMessage(
  state: {
    online: boolean;
    syncing: boolean;
    waiting: number;
    refused: number;
  },
  t: TimesheetT,
): { tone: ConnectivityTone; text: string } | null {
  const parts: string[] = [];
  let tone: ConnectivityTone;
  if (!state.online) {
    tone = 'offline';
    parts.push(t('offline.offline'));
    parts.push(
      state.waiting > 0 ? t('offline.waiting', { count: state.waiting }) : t('offline.savedData'),
    );
  } else if (state.waiting > 0) {
    tone = state.syncing ? 'syncing' : 'waiting';
    parts.push(
      state.syncing
        ? t('offline.syncing', { count: state.waiting })
        : t('offline.waiting', { count: state.waiting }),
    );
  } else if (state.refused > 0) {
    tone = 'refused';
  } else {
    return null;
  }
  if (state.refused > 0) parts.push(t('offline.refused', { count: state.refused }));
  return { tone, text: parts.join(' · ') };
}

/** Whether the banner shows at all (the same conditions, without its words). */
export const connectivityBannerShown = (state: {
  online: boolean;
  waiting: number;
  refused: number;
}) => !state.online || state.waiting > 0 || state.refused > 0;

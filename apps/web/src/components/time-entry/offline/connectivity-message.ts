/** '1 entry', '3 entries'. */
export const entryCount = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

export type ConnectivityTone = 'offline' | 'syncing' | 'waiting' | 'refused';

/** What the connectivity banner says, or null when online with nothing waiting. */
export function connectivityMessage(state: {
  online: boolean;
  syncing: boolean;
  waiting: number;
  refused: number;
}): { tone: ConnectivityTone; text: string } | null {
  const parts: string[] = [];
  let tone: ConnectivityTone;
  if (!state.online) {
    tone = 'offline';
    parts.push("You're offline");
    parts.push(
      state.waiting > 0 ? `${entryCount(state.waiting)} waiting to sync` : 'showing saved data',
    );
  } else if (state.waiting > 0) {
    tone = state.syncing ? 'syncing' : 'waiting';
    parts.push(
      state.syncing
        ? `Syncing ${entryCount(state.waiting)}…`
        : `${entryCount(state.waiting)} waiting to sync`,
    );
  } else if (state.refused > 0) {
    tone = 'refused';
  } else {
    return null;
  }
  if (state.refused > 0) parts.push(`${entryCount(state.refused)} not synced`);
  return { tone, text: parts.join(' · ') };
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timeEntryKeys } from './time-entry-api';

/** Reads the time-entry lists again when the browser tab becomes visible (company spec §2.3). */
export function useRefetchEntriesOnVisible() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: timeEntryKeys.all });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [queryClient]);
}

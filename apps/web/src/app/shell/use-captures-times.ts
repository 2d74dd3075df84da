import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { punchClockQuery } from '@/features/punch-clock/api/punch-clock-query';

const REMEMBERED_PREFIX = 'sitehours.time-capture.';

function remembered(companyId: string): 'hours' | 'times' | null {
  try {
    const value = window.localStorage.getItem(REMEMBERED_PREFIX + companyId);
    return value === 'times' || value === 'hours' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the current company records start and end times, so the menus offer the punch clock.
 * Read from the worker's punch clock (shared with its screen), and remembered on the device per
 * company so the menus offer it at once on the next start, offline too. An operator outside a
 * support session has no company, and inside one no worker of their own: neither is asked.
 */
export function useCapturesTimes(user: {
  id: string;
  companyId: string | null;
  isGlobalAdmin: boolean;
}): boolean {
  const companyId = user.isGlobalAdmin ? null : user.companyId;
  const clock = useQuery({
    ...punchClockQuery(`${user.id}|${user.companyId ?? ''}`),
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  });
  const answered = clock.data?.timeCapture;
  useEffect(() => {
    if (!companyId || !answered) return;
    try {
      window.localStorage.setItem(REMEMBERED_PREFIX + companyId, answered);
    } catch {
      // Only the next start's head start is lost.
    }
  }, [companyId, answered]);
  if (!companyId) return false;
  return (answered ?? remembered(companyId)) === 'times';
}

import { useQuery } from '@tanstack/react-query';
import { punchClockQuery } from '@/features/punch-clock/api/punch-clock-query';

/**
 * Whether the current company records start and end times, so the menus offer the punch clock.
 * Read from the worker's punch clock (shared with its screen; the installed app has its last
 * reading offline). An operator outside a support session has no company, and inside one no
 * worker of their own: neither is asked.
 */
export function useCapturesTimes(user: {
  id: string;
  companyId: string | null;
  isGlobalAdmin: boolean;
}): boolean {
  const asked = !user.isGlobalAdmin && user.companyId !== null;
  const clock = useQuery({
    ...punchClockQuery(`${user.id}|${user.companyId ?? ''}`),
    enabled: asked,
    staleTime: 5 * 60_000,
  });
  return asked && clock.data?.timeCapture === 'times';
}

import { useSession } from './session-context';

/**
 * Whether the current company records start and end times (decision 0025): the menus offer the
 * punch clock, the timesheet shows and asks for start and end, the reports add the exceptions
 * and time cards. Read from the company the session holds (the profile's, kept on the device),
 * so it costs no request and holds offline.
 */
export function useCapturesTimes(): boolean {
  return useSession().company?.time_capture === 'times';
}

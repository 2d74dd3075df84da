import { guardSubject } from '@/app/guards/guard-subject';
import { mayOpen } from '@/app/guards/route-access';
import { screenAt } from '@/app/route-table';
import type { SessionState } from '@/app/session/session-context';

/**
 * Where the app goes once the person works in another company: it stays on the screen they
 * were on when their role in that company opens it too (null), else it goes home (`/`), rather
 * than being turned away from a screen of the company they left.
 */
export function pathAfterCompanySwitch(
  pathname: string,
  session: Pick<SessionState, 'status' | 'user' | 'supportSession'>,
): string | null {
  const screen = screenAt(pathname);
  if (pathname === '/' || (screen && mayOpen(guardSubject(session), screen.access))) return null;
  return '/';
}

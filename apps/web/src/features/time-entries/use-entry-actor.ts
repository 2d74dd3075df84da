import { useSession } from '@/app/session/session-context';
import { entryPermissions, type EntryPermissions } from './entry-permissions';

export interface EntryActorInfo extends EntryPermissions {
  /** The signed-in user's id; empty when unknown. */
  userId: string;
  /** The signed-in user's hourly rate, when the profile gives it. */
  hourlyRate: number | null;
  companyId: string | null;
  /** The company's time zone, for "today". */
  timeZone: string | null;
  signedIn: boolean;
}

/** The signed-in user as the time-entry screens see them (company spec §6). */
export function useEntryActor(): EntryActorInfo {
  const session = useSession();
  const user = session.user;
  const permissions = entryPermissions({
    userId: user?.id ?? '',
    roles: user?.roles ?? [],
    isGlobalAdmin: user?.isGlobalAdmin ?? false,
    inSupportSession: session.supportSession !== null,
  });
  const rate = user?.hourlyRate != null ? Number(user.hourlyRate) : NaN;
  return {
    ...permissions,
    userId: user?.id ?? '',
    hourlyRate: Number.isFinite(rate) ? rate : null,
    companyId: session.company?.id ?? user?.companyId ?? null,
    timeZone: session.company?.time_zone ?? null,
    signedIn: session.status === 'logged_in' && Boolean(user?.id),
  };
}

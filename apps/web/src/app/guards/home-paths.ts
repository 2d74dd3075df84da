/**
 * A company user's home screen, the timesheet, and the addresses that open on it. Without
 * imports: the build's start-up scripts (build/preload-signed-in.ts, build/first-frame.ts) read
 * them too.
 */
export const USER_HOME = '/time-entries';
export const HOME_PATHS: readonly string[] = ['/', USER_HOME];

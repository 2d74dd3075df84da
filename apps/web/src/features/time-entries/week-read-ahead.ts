import { localToday, weekEnd, weekStart } from '@/app/calendar-days';
import { readAhead } from '@/app/reads-ahead';
import { weekQuery, WEEK_PATH } from './week-read';

/**
 * The week the timesheet opens on (this week, by the device's calendar), asked for as soon as
 * the worker is signed in: the session provider calls this beside the profile. In the timesheet
 * screen's chunk (vite.config.ts), which the sign-in page has fetched while the worker typed.
 */
export function readOwnWeekAhead(userId: string): void {
  const monday = weekStart(localToday());
  readAhead(WEEK_PATH, weekQuery(userId, monday, weekEnd(monday)));
}

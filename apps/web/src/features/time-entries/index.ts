/**
 * What other parts of the app may use of time entries: the week's dates, the entry record and
 * its totals, the query of a week's entries and the offline sync the shell runs. Screens of this
 * feature are loaded by the route table, not through here.
 */
export { addDays, companyToday, weekDays, weekStart } from './dates';
export type { EntryRecord } from './entry-records';
export { hoursByJob, sumHours } from './totals';
export { useTimeEntries } from './time-entry-api';
export { useEntryActor } from './use-entry-actor';
export { useEntryText } from './use-entry-text';
export { useRefetchEntriesOnVisible } from './use-refetch-on-visible';
/** Other features' unit tests build entries with it. */
export { entryFixture } from './fixtures';
export {
  ConnectivityBanner,
  OfflineSync,
  useConnectivityBannerShown,
} from './offline/offline-sync';

import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for the Timesheet Calendar (company spec §2.3); the time-entries issue replaces it. Also the home view (/) of company users. */
export function TimeEntriesPage() {
  return <PlaceholderPage title="Timesheet Calendar" />;
}

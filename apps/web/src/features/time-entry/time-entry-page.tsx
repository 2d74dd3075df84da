import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /time-entry is open to every signed-in user; its screen is not described in the spec. */
export function TimeEntryPage() {
  return <PlaceholderPage title="Time Entry" />;
}

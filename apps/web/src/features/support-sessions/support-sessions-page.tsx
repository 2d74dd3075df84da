import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Support Session Management (platform spec §2); its issue replaces it. */
export function SupportSessionsPage() {
  return <PlaceholderPage title="Support Session Management" />;
}

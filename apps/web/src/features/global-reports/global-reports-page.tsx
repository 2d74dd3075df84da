import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for the global reports and security screen (platform spec §2); its issue replaces it. */
export function GlobalReportsPage() {
  return <PlaceholderPage title="Reports" />;
}

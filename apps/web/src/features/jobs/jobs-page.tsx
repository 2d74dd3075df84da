import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Jobs Management (company spec §2.1); the jobs issue replaces it. */
export function JobsPage() {
  return <PlaceholderPage title="Jobs Management" />;
}

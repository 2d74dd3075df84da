import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for the company Reports screen (company spec §2.6); its issue replaces it. */
export function CompanyReportsPage() {
  return <PlaceholderPage title="Reports" />;
}

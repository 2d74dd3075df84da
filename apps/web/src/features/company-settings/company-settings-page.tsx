import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Company Settings (company spec §2.7); its issue replaces it. */
export function CompanySettingsPage() {
  return <PlaceholderPage title="Company Settings" />;
}

import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Manage Admins (platform spec §2); its issue replaces it. */
export function ManageAdminsPage() {
  return <PlaceholderPage title="Admin Management" />;
}

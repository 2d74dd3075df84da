import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for the Staff screen (company spec §2.2); the staff issue replaces it. */
export function UsersPage() {
  return <PlaceholderPage title="Staff" />;
}

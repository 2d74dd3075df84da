import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Company Management (platform spec §2); its issue replaces it. */
export function TenantManagementPage() {
  return (
    <PlaceholderPage
      title="Company Management"
      subtitle="Manage client companies and their access to the system"
    />
  );
}

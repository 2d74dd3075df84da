import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /dashboard is open to every signed-in user; its screen is not described in the spec. */
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}

import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for Work Types and WC Codes (company spec §2.5); its issue replaces it. */
export function WorkTypesPage() {
  return <PlaceholderPage title="Work Types & WC Codes" />;
}

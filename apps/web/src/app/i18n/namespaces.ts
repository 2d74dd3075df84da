/**
 * The message catalogues (src/locales/<language>/<namespace>.json), one per area of the app so
 * that each screen downloads only its own texts with its code.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'timesheet',
  'reports',
  'settings',
  'jobs',
  'workTypes',
  'staff',
  'operator',
  'support',
  'companies',
  'punch-clock',
  'kiosks',
  'crew-day',
  'alerts',
  'approvals',
  'wcAudit',
  'payPeriods',
  'ledger',
  'certified-payroll',
  'imports',
  'api-keys',
  'webhooks',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Texts that come from the API and the shared validation rules, keyed by their English wording
 * (which is the specification's): only the other languages have this catalogue.
 */
export const MESSAGES_NAMESPACE = 'messages';

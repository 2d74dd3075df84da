import type { CompanyRole } from './roles';
/** Role choices of the staff form, in display order. */
export const STAFF_ROLE_OPTIONS: { value: CompanyRole; label: string }[] = [
  { value: 'standard_user', label: 'User' },
  { value: 'company_manager', label: 'Company Manager' },
  { value: 'company_admin', label: 'Company Admin' },
];

/** (xxx) xxx-xxxx for ten digits; anything else as given. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length !== 10) return phone ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

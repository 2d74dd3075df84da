/**
 * Rules of a person who works for several companies: which company the app works in, whether
 * they are asked to choose one after signing in, and what the sign-in remembers of this device.
 */

/** The company ids the server takes (`companyId` of the sign-in and of a company switch). */
const COMPANY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company this device worked in last (`currentCompanyId`), as sent with the sign-in: only a
 * well-formed id, so that a damaged stored value never makes the sign-in itself fail.
 */
export function rememberedCompanyId(stored: string | null | undefined): string | undefined {
  const value = stored?.trim();
  return value && COMPANY_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The company the app works in: the one the sign-in is scoped to when the profile lists it,
 * else the first listed (a profile of one company lists only that one).
 */
export function currentCompanyOf<C extends { id: string }>(
  companies: readonly C[],
  scopedTo: string | null | undefined,
): C | null {
  return companies.find((c) => c.id === scopedTo) ?? companies[0] ?? null;
}

export interface CompanyChoiceInput {
  /** Every company the person may work in now. */
  companies: readonly { id: string }[];
  /** The company sent with the sign-in (what this device remembered), if any. */
  remembered: string | undefined;
  /** Operators (and support sessions) work in no company of their own. */
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
}

/**
 * Whether a sign-in asks the person which company to work in: only when they work for more than
 * one and this device remembered none of them. One company: the app opens as it always did.
 */
export function needsCompanyChoice(input: CompanyChoiceInput): boolean {
  if (input.isGlobalAdmin || input.inSupportSession) return false;
  if (input.companies.length < 2) return false;
  return !input.companies.some((c) => c.id === input.remembered);
}

/** Whether choosing a company needs a new sign-in (a switch), or is the current one already. */
export function needsSwitch(chosen: string, current: string | null | undefined): boolean {
  return chosen !== current;
}

/**
 * Whether the header offers the company switcher: to a person who works for several companies,
 * and to an operator whose support session is in a client with several.
 */
export function offersCompanySwitch(companies: readonly unknown[]): boolean {
  return companies.length > 1;
}

/** The companies a chooser lists, in the profile's order, the current one marked. */
export function companyOptions<C extends { id: string }>(
  companies: readonly C[],
  currentId: string | null | undefined,
): (C & { current: boolean })[] {
  return companies.map((company) => ({ ...company, current: company.id === currentId }));
}

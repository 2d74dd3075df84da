import {
  type Language,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  HEX_COLOR_PATTERN,
  PRODUCT_NAME,
  normalizeRoles,
  type Role,
} from '@sitehours/contract/rules';
import type {
  MembershipInvitation,
  Profile,
  SupportSessionInfo,
} from '@sitehours/contract/schemas';
import { toStoredCompany, type StoredCompany } from './company';
import { currentCompanyOf } from './company-choice';

/** Pure rules of the session (platform spec §4 "Session"). */

export const SUPPORT_SESSION_COMPANY_NAME = 'Support Session Company';

/** Branding theme of §3: primaryColor, secondaryColor, logo, companyName, tenantId. */
export interface Branding {
  primaryColor: string;
  secondaryColor: string;
  logo: string | null;
  companyName: string;
  tenantId: string | null;
}

export const DEFAULT_BRANDING: Branding = {
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  logo: null,
  companyName: PRODUCT_NAME,
  tenantId: null,
};

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  isGlobalAdmin: boolean;
  companyId: string | null;
  tenantId: string | null;
  hourlyRate: string | null;
  /** The person's own choice of language, and the company's default (null: none chosen). */
  language: Language | null;
  companyLanguage: Language | null;
  /** Given the crew-lead permission: may record a crew's day (managers and admins may anyway). */
  crewLead?: boolean;
  /** Leads an active crew, or is on one (absent: neither): the crew menus follow it. */
  crew?: 'lead' | 'member';
  /** Manages a job: reviews its time (decision 0027). */
  reviewsTime?: true;
}

export interface ResolvedSession {
  user: SessionUser;
  company: StoredCompany | null;
  /** Every company the person may work in now (several for a person of several companies). */
  companies: StoredCompany[];
  /** Companies that added the person to their staff and wait for an answer. */
  invitations: MembershipInvitation[];
  supportSession: SupportSessionInfo | null;
  /** Whether GET /api/companies/{id} is called for the branding. */
  fetchBranding: boolean;
}

type ProfileLike = Partial<Profile>;

export function userFromProfile(profile: ProfileLike): SessionUser {
  const roles = normalizeRoles(profile.roles ?? []);
  return {
    id: profile.id ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    roles,
    isGlobalAdmin: profile.isGlobalAdmin === true || roles.includes('global_admin'),
    companyId: profile.companyId ?? null,
    tenantId: profile.tenantId ?? null,
    hourlyRate: profile.hourlyRate ?? null,
    language: profile.language ?? null,
    companyLanguage: profile.companyLanguage ?? null,
    crewLead: profile.crewLead === true,
    ...(profile.leadsCrew ? { crew: 'lead' } : profile.onCrew ? { crew: 'member' } : {}),
    ...(profile.reviewsTime ? { reviewsTime: true as const } : {}),
  };
}

/**
 * The current company: from the profile's companyId during a support session (name defaults to
 * 'Support Session Company'), otherwise the company of the profile's list the sign-in is scoped
 * to (its companyId), else the first one listed.
 */
export function resolveSession(profile: ProfileLike): ResolvedSession {
  const user = userFromProfile(profile);
  const supportSession = profile.supportSession ?? null;
  let company: StoredCompany | null = null;

  if (supportSession) {
    const id = profile.companyId ?? supportSession.companyId;
    if (id) {
      const listed = profile.companies?.find((c) => c.id === id);
      company = {
        ...(listed ? toStoredCompany(listed) : emptyCompany(id)),
        name: profile.companyName ?? supportSession.companyName ?? SUPPORT_SESSION_COMPANY_NAME,
        tenant_id: profile.tenantId ?? supportSession.tenantId,
      };
    }
  } else {
    const current = currentCompanyOf(profile.companies ?? [], profile.companyId);
    company = current ? toStoredCompany(current) : null;
    if (!company && profile.companyId && !user.isGlobalAdmin) {
      company = { ...emptyCompany(profile.companyId), name: profile.companyName ?? '' };
      company.tenant_id = profile.tenantId ?? null;
    }
  }

  const neutral = user.isGlobalAdmin && !supportSession;
  return {
    user,
    company: neutral ? null : company,
    // In a support session: the client's companies, which the operator may move between.
    companies: neutral ? [] : (profile.companies ?? []).map(toStoredCompany),
    invitations: neutral || supportSession ? [] : (profile.invitations ?? []),
    supportSession,
    fetchBranding: !neutral && !!company,
  };
}

function emptyCompany(id: string): StoredCompany {
  return {
    id,
    name: '',
    tenant_id: null,
    primary_color: null,
    secondary_color: null,
    logo_url: null,
  };
}

/** `logo_url` is a path relative to the API host (same origin here); absolute URLs pass through. */
export function resolveLogoUrl(logoUrl: string | null | undefined): string | null {
  const value = logoUrl?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('//')) return value;
  return `/${value.replace(/^\/+/, '')}`;
}

/** Branding of a company; invalid colours fall back to the defaults. No company: the default theme. */
export function brandingFromCompany(company: StoredCompany | null): Branding {
  if (!company) return DEFAULT_BRANDING;
  const colour = (value: string | null, fallback: string) =>
    value && HEX_COLOR_PATTERN.test(value) ? value : fallback;
  return {
    primaryColor: colour(company.primary_color, DEFAULT_PRIMARY_COLOR),
    secondaryColor: colour(company.secondary_color, DEFAULT_SECONDARY_COLOR),
    logo: resolveLogoUrl(company.logo_url),
    companyName: company.name || PRODUCT_NAME,
    tenantId: company.tenant_id,
  };
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OvertimeRule } from '@sitehours/contract/rules';
import type {
  CompanySettings,
  UpdateAddressRequest,
  UpdateCompanyRequest,
} from '@sitehours/contract/schemas';
import { api, buildApiUrl, parseSuccessBody } from '@/app/api-client';
import { bearerToken, fetchOk } from '@/app/file-transfer';

/**
 * General fields of PUT /api/companies/{id} (company spec §7), every one sent;
 * `default_language` null: each person's browser language; `time_capture` and `meal_rest_rule`:
 * clock in and out (decisions 0024 and 0025).
 */
export type GeneralSettingsInput = Required<
  Pick<
    UpdateCompanyRequest,
    | 'name'
    | 'time_zone'
    | 'date_format'
    | 'currency'
    | 'tax_id'
    | 'default_language'
    | 'time_capture'
    | 'meal_rest_rule'
  >
>;

/** Body of PUT /api/companies/{id}/address: every line sent, null clears it. */
export type AddressInput = Required<UpdateAddressRequest>;

export interface BrandingInput {
  primary_color: string;
  secondary_color: string;
  logo: File | null;
}

export const companySettingsKeys = {
  all: ['company-settings'] as const,
  detail: (companyId: string) => [...companySettingsKeys.all, companyId] as const,
};

const companyPath = (companyId: string) => `companies/${encodeURIComponent(companyId)}`;

export const getCompanySettings = (companyId: string) =>
  api.get<CompanySettings>(`${companyPath(companyId)}/settings`);

export const updateGeneralSettings = (companyId: string, body: GeneralSettingsInput) =>
  api.put<CompanySettings>(companyPath(companyId), body);

export const updateContactEmail = (companyId: string, contactEmail: string | null) =>
  api.put<CompanySettings>(companyPath(companyId), { contact_email: contactEmail });

export const updateBillingEmail = (companyId: string, billingEmail: string | null) =>
  api.put<CompanySettings>(companyPath(companyId), { billing_contact_email: billingEmail });

/** PUT /api/companies/{id} with the overtime rule alone (→ the settings). */
export const updateOvertimeRule = (companyId: string, overtimeRule: OvertimeRule) =>
  api.put<CompanySettings>(companyPath(companyId), { overtime_rule: overtimeRule });

export const updateAddress = (companyId: string, body: AddressInput) =>
  api.put<CompanySettings>(`${companyPath(companyId)}/address`, body);

/** Thrown when no bearer token is stored: the branding upload is not sent. */
export class MissingTokenError extends Error {
  constructor() {
    super('No token');
    this.name = 'MissingTokenError';
  }
}

/**
 * POST /api/companies/{id}/branding as multipart form data (the JSON client cannot send files):
 * sent with fetch and the stored bearer token (company spec §7). Failures are ApiErrors.
 */
export async function uploadBranding(
  companyId: string,
  input: BrandingInput,
): Promise<CompanySettings> {
  const token = await bearerToken();
  if (!token) throw new MissingTokenError();
  const form = new FormData();
  form.append('primary_color', input.primary_color);
  form.append('secondary_color', input.secondary_color);
  if (input.logo) form.append('logo', input.logo, input.logo.name);
  const response = await fetchOk(buildApiUrl(`${companyPath(companyId)}/branding`), {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: form,
  });
  return (await parseSuccessBody(response)) as CompanySettings;
}

export const companySettingsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companySettingsKeys.detail(companyId),
    queryFn: () => getCompanySettings(companyId),
  });

export const useCompanySettings = (companyId: string | null) =>
  useQuery({ ...companySettingsQueryOptions(companyId ?? ''), enabled: companyId !== null });

/** A mutation whose result (the settings) replaces the cached settings. */
export function useSettingsMutation<V>(
  companyId: string | null,
  call: (companyId: string, variables: V) => Promise<CompanySettings>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      if (!companyId) throw new Error('No company');
      return call(companyId, variables);
    },
    onSuccess: (settings) => {
      if (companyId) queryClient.setQueryData(companySettingsKeys.detail(companyId), settings);
    },
  });
}

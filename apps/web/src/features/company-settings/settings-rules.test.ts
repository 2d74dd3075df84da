import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, type CompanySettings } from '@sitehours/contract';
import {
  BILLING_CYCLE_LABEL,
  NEXT_BILLING_DATE_LABEL,
  addressLines,
  addressPayload,
  emailPayload,
  generalFormValues,
  generalPayload,
  optionalEmailError,
  overtimeRuleLabel,
  overtimeRuleOf,
  planLabel,
  subscriptionStatusColor,
  subscriptionStatusLabel,
  timeZoneLabel,
  timeZoneOptions,
  validateGeneral,
} from './settings-rules';

const settings: CompanySettings = {
  id: 'c1',
  company_name: 'Acme Construction',
  name: 'Acme Construction',
  time_zone: 'America/Chicago',
  date_format: 'MM/DD/YYYY',
  currency: 'USD',
  tax_id: null,
  contact_email: null,
  billing_contact_email: null,
  subscription_status: 'active',
  plan_type: 'basic',
  overtime_rule: 'none',
  contact_info: {
    address_line1: '1 Main St',
    address_line2: null,
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    country: 'USA',
  },
  primary_color: '#1E40AF',
  secondary_color: '#666666',
  logo_url: null,
};

describe('billing display', () => {
  it('shows active green and anything else red', () => {
    expect(subscriptionStatusColor('active')).toBe('green');
    expect(subscriptionStatusColor('Active')).toBe('green');
    for (const s of ['trial', 'suspended', 'cancelled', '', null])
      expect(subscriptionStatusColor(s)).toBe('red');
    expect(subscriptionStatusLabel('past_due')).toBe('Past Due');
  });

  it('shows plan basic as Standard, a monthly cycle and no next billing date', () => {
    expect(planLabel('basic')).toBe('Standard');
    expect(planLabel('BASIC')).toBe('Standard');
    expect(planLabel('premium')).toBe('Premium');
    expect(BILLING_CYCLE_LABEL).toBe('Monthly');
    expect(NEXT_BILLING_DATE_LABEL).toBe('N/A');
  });
});

describe('general information', () => {
  it('offers the six time zones, plus the current one when it is another', () => {
    expect(timeZoneOptions('America/Chicago').map((o) => o.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'Alaska',
      'Hawaii',
    ]);
    expect(timeZoneOptions('UTC')).toHaveLength(7);
    expect(timeZoneLabel('Pacific/Honolulu')).toBe('Hawaii');
  });

  it('requires the name and sends trimmed values with an empty tax id as null', () => {
    const values = generalFormValues(settings);
    expect(validateGeneral({ ...values, name: ' ' })).toEqual({
      name: SETTINGS_MESSAGES.companyNameRequired,
    });
    expect(generalPayload({ ...values, name: ' Acme ', tax_id: ' ' })).toEqual({
      name: 'Acme',
      time_zone: 'America/Chicago',
      date_format: 'MM/DD/YYYY',
      currency: 'USD',
      tax_id: null,
    });
  });
});

describe('address and e-mails', () => {
  it('sends emptied address fields as null', () => {
    expect(
      addressPayload({
        address_line1: ' 2 Side St ',
        address_line2: '',
        city: 'Austin',
        state: 'TX',
        zip_code: ' ',
        country: 'USA',
      }),
    ).toEqual({
      address_line1: '2 Side St',
      address_line2: null,
      city: 'Austin',
      state: 'TX',
      zip_code: null,
      country: 'USA',
    });
  });

  it('prints the address in lines', () => {
    expect(addressLines(settings)).toEqual(['1 Main St', 'Springfield, IL 62701', 'USA']);
  });

  it('allows an empty e-mail (cleared) and checks others', () => {
    expect(optionalEmailError('')).toBeNull();
    expect(optionalEmailError('billing@acme.test')).toBeNull();
    expect(optionalEmailError('billing@')).toBe(SETTINGS_MESSAGES.invalidEmail);
    expect(emailPayload(' Billing@Acme.test ')).toBe('billing@acme.test');
    expect(emailPayload('  ')).toBeNull();
  });
});

describe('overtime rule', () => {
  it('reads the rule, falling back to none', () => {
    expect(overtimeRuleOf(settings)).toBe('none');
    expect(overtimeRuleOf({ ...settings, overtime_rule: 'california' })).toBe('california');
    expect(overtimeRuleOf({ overtime_rule: 'weekly' })).toBe('none');
    expect(overtimeRuleOf({})).toBe('none');
  });

  it('labels the rule as the contract does', () => {
    expect(overtimeRuleLabel('none')).toBe('No overtime');
    expect(overtimeRuleLabel('california')).toMatch(/^California/);
  });
});

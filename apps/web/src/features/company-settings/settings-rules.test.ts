import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import { OVERTIME_RULES, COMPANY_TIMEZONES } from '@sitehours/contract/rules';
import type { CompanySettings } from '@sitehours/contract/schemas';
import en from '@/locales/en/settings.json';
import {
  addressLines,
  defaultLanguageKey,
  addressPayload,
  emailPayload,
  generalFormValues,
  generalPayload,
  MEAL_REST_RULE_OPTIONS,
  mealRestRuleKey,
  optionalEmailError,
  overtimeRuleLabel,
  overtimeRuleOf,
  planLabel,
  subscriptionStatusColor,
  subscriptionStatusLabel,
  TIME_CAPTURE_OPTIONS,
  timeCaptureKey,
  timeZoneLabel,
  timeZoneOptions,
  validateGeneral,
  type Translate,
} from './settings-rules';

/** The English catalogue, as the screen's `t` reads it. */
const t: Translate = (key) => en[key];

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
  default_language: null,
  time_capture: 'hours',
  meal_rest_rule: 'none',
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
    expect(subscriptionStatusLabel('past_due', t)).toBe('Past Due');
    expect(subscriptionStatusLabel('active', t)).toBe('Active');
    expect(subscriptionStatusLabel('on_hold', t)).toBe('On Hold');
    expect(subscriptionStatusLabel('', t)).toBe('Unknown');
  });

  it('shows plan basic as Standard, a monthly cycle and no next billing date', () => {
    expect(planLabel('basic', t)).toBe('Standard');
    expect(planLabel('BASIC', t)).toBe('Standard');
    expect(planLabel('premium', t)).toBe('Premium');
    expect(en['billing.monthly']).toBe('Monthly');
    expect(en['billing.notApplicable']).toBe('N/A');
  });
});

describe('general information', () => {
  it('offers the six time zones, plus the current one when it is another', () => {
    expect(timeZoneOptions('America/Chicago', t).map((o) => o.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'Alaska',
      'Hawaii',
    ]);
    expect(timeZoneOptions('UTC', t)).toHaveLength(7);
    expect(timeZoneLabel('Pacific/Honolulu', t)).toBe('Hawaii');
    expect(timeZoneLabel('UTC', t)).toBe('UTC');
    // English keeps the contract's names.
    expect(timeZoneOptions(null, t).map((o) => o.label)).toEqual(
      COMPANY_TIMEZONES.map((z) => z.label),
    );
  });

  it('requires the name and sends trimmed values with an empty tax id as null', () => {
    const values = generalFormValues(settings);
    expect(validateGeneral(values)).toEqual({});
    expect(validateGeneral({ ...values, name: ' ' })).toEqual({
      name: SETTINGS_MESSAGES.companyNameRequired,
    });
    // The choices are checked as the API checks them.
    expect(validateGeneral({ ...values, currency: 'XYZ', default_language: 'xx' })).toEqual({
      currency: 'chooseCurrency',
    });
    expect(generalPayload({ ...values, name: ' Acme ', tax_id: ' ' })).toEqual({
      name: 'Acme',
      time_zone: 'America/Chicago',
      date_format: 'MM/DD/YYYY',
      currency: 'USD',
      tax_id: null,
      default_language: null,
      time_capture: 'hours',
      meal_rest_rule: 'none',
    });
  });

  it('sends the time capture and the meal and rest rule, checked as the API checks them', () => {
    const values = generalFormValues({
      ...settings,
      time_capture: 'times',
      meal_rest_rule: 'california',
    });
    expect(generalPayload(values)).toMatchObject({
      time_capture: 'times',
      meal_rest_rule: 'california',
    });
    expect(validateGeneral({ ...values, time_capture: 'minutes', meal_rest_rule: 'x' })).toEqual({
      time_capture: 'chooseTimeCapture',
      meal_rest_rule: 'chooseMealRestRule',
    });
    expect(TIME_CAPTURE_OPTIONS.map((o) => en[o.labelKey])).toEqual([
      'Hours only',
      'Start and end times (clock in and out)',
    ]);
    expect(MEAL_REST_RULE_OPTIONS.map((o) => en[o.labelKey])).toEqual([
      'None',
      'California (meal periods, rest periods and premiums)',
    ]);
    expect(en[timeCaptureKey('times')]).toBe('Start and end times (clock in and out)');
    expect(en[timeCaptureKey(undefined)]).toBe('Hours only');
    expect(en[mealRestRuleKey('california')]).toContain('California');
  });

  it('sends the default language, none as null', () => {
    const values = generalFormValues({ ...settings, default_language: 'es' });
    expect(values.default_language).toBe('es');
    expect(generalPayload(values).default_language).toBe('es');
    expect(generalPayload({ ...values, default_language: '' }).default_language).toBeNull();
    expect(en[defaultLanguageKey(null)]).toBe("Each person's browser language");
    expect(en[defaultLanguageKey('es')]).toBe('Español');
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
    expect(overtimeRuleLabel('none', t)).toBe('No overtime');
    expect(overtimeRuleLabel('california', t)).toMatch(/^California/);
    for (const rule of OVERTIME_RULES) expect(overtimeRuleLabel(rule.value, t)).toBe(rule.label);
  });
});

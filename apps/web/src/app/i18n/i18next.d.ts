import 'i18next';
import type alerts from '@/locales/en/alerts.json';
import type apiKeys from '@/locales/en/api-keys.json';
import type approvals from '@/locales/en/approvals.json';
import type auth from '@/locales/en/auth.json';
import type certifiedPayroll from '@/locales/en/certified-payroll.json';
import type common from '@/locales/en/common.json';
import type companies from '@/locales/en/companies.json';
import type crewDay from '@/locales/en/crew-day.json';
import type imports from '@/locales/en/imports.json';
import type jobs from '@/locales/en/jobs.json';
import type ledger from '@/locales/en/ledger.json';
import type kiosks from '@/locales/en/kiosks.json';
import type operator from '@/locales/en/operator.json';
import type punchClock from '@/locales/en/punch-clock.json';
import type reports from '@/locales/en/reports.json';
import type settings from '@/locales/en/settings.json';
import type staff from '@/locales/en/staff.json';
import type support from '@/locales/en/support.json';
import type timesheet from '@/locales/en/timesheet.json';
import type wcAudit from '@/locales/en/wcAudit.json';
import type webhooks from '@/locales/en/webhooks.json';
import type payPeriods from '@/locales/en/payPeriods.json';
import type workTypes from '@/locales/en/workTypes.json';

// Keys are checked by the type checker against the English catalogues: a missing key is a
// type error, and catalogues.test.ts holds every other language to the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: {
      common: typeof common;
      auth: typeof auth;
      timesheet: typeof timesheet;
      reports: typeof reports;
      settings: typeof settings;
      jobs: typeof jobs;
      workTypes: typeof workTypes;
      staff: typeof staff;
      operator: typeof operator;
      support: typeof support;
      companies: typeof companies;
      'punch-clock': typeof punchClock;
      kiosks: typeof kiosks;
      'crew-day': typeof crewDay;
      alerts: typeof alerts;
      approvals: typeof approvals;
      wcAudit: typeof wcAudit;
      payPeriods: typeof payPeriods;
      ledger: typeof ledger;
      'certified-payroll': typeof certifiedPayroll;
      imports: typeof imports;
      'api-keys': typeof apiKeys;
      webhooks: typeof webhooks;
    };
  }
}

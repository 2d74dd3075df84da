import {
  companySettings,
  crew,
  entryHistoryItem,
  errorResponse,
  job,
  kiosk,
  ledgerEvent,
  loginResponse,
  messageText,
  payPeriod,
  profileResponse,
  ptoType,
  punch,
  punchClock,
  staffUser,
  timeEntry,
  wcCode,
  workType,
} from '@sitehours/contract';
import { z } from 'zod';

/**
 * The contract's schemas named in the OpenAPI document: described once under
 * `components.schemas` and referred to wherever an operation uses them, they are the named types
 * of a generated client (`Schema<'TimeEntry'>`). Inlined, the error answer alone (with every
 * message code of the catalogue) made the document some 30 MB.
 */
const NAMED = {
  MessageCode: errorResponse.shape.code,
  TimeEntry: timeEntry,
  EntryHistoryItem: entryHistoryItem,
  PtoType: ptoType,
  Job: job,
  WorkType: workType,
  WcCode: wcCode,
  StaffUser: staffUser,
  Crew: crew,
  Punch: punch,
  PunchClock: punchClock,
  Kiosk: kiosk,
  PayPeriod: payPeriod,
  LedgerEvent: ledgerEvent,
  CompanySettings: companySettings,
  LoginResponse: loginResponse,
  Profile: profileResponse,
};

const invalidEmail = messageText('loginInvalidEmail');
z.globalRegistry.add(errorResponse, {
  id: 'ErrorResponse',
  examples: [
    {
      error: 'validation_error',
      message: invalidEmail,
      code: 'loginInvalidEmail',
      errors: [{ path: 'email', msg: invalidEmail, code: 'loginInvalidEmail' }],
    },
  ],
});

for (const [id, schema] of Object.entries(NAMED)) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

import { schemaResolver } from '@mantine/form';
import { workerIdentityRequest, type WorkerIdentity } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/**
 * A worker's identifying details for certified payrolls (decision 0028): what the Staff screen
 * shows of them, and the form that replaces them. The full number is shown only when the admin
 * asks; certified payrolls carry its last four characters.
 */

export interface IdentityFormValues {
  identifyingNumber: string;
  address: string;
}

export type IdentityField = keyof IdentityFormValues;

/**
 * What is on file, as the Staff screen shows it before the number is revealed: the last four in
 * the shape of a Social Security number when they are digits (`xxx-xx-1234`), else after four
 * x's (`xxxxAB12`); null when nothing is on file.
 */
export function onFileMask(lastFour: string | null): string | null {
  if (!lastFour) return null;
  return /^\d{4}$/.test(lastFour) ? `xxx-xx-${lastFour}` : `xxxx${lastFour}`;
}

/** The revealed number, easier to read back: a nine-digit number as 123-45-6789. */
export function formatIdentifyingNumber(value: string): string {
  const kept = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(kept) ? `${kept.slice(0, 3)}-${kept.slice(3, 5)}-${kept.slice(5)}` : kept;
}

/** The details without the full number: what the screen keeps until the admin asks to see it. */
export const withoutNumber = (identity: WorkerIdentity): WorkerIdentity => ({
  ...identity,
  identifyingNumber: null,
});

/** The form starts with the address on file and an empty number: a new one replaces the old. */
export const identityFormValues = (identity: WorkerIdentity | null): IdentityFormValues => ({
  identifyingNumber: '',
  address: identity?.address ?? '',
});

/** Body of PUT /api/staff/:id/identity: trimmed, no address as null. */
export function identityPayload(values: IdentityFormValues) {
  const address = values.address.trim();
  return { identifyingNumber: values.identifyingNumber.trim(), address: address || null };
}

const checkIdentity = schemaResolver(workerIdentityRequest, { sync: true });

/** The contract's checks of the body, under the form's fields. */
export function identityFormErrors(
  values: IdentityFormValues,
): Partial<Record<IdentityField, ShownMessage>> {
  return pickFields(
    Object.entries(checkIdentity(identityPayload(values))).flatMap(([path, msg]) =>
      typeof msg === 'string' ? [{ path, msg }] : [],
    ),
  );
}

/** The server's field errors of the form's fields. */
export function identityFieldErrors(error: unknown): Partial<Record<IdentityField, ShownMessage>> {
  return error instanceof ApiError ? pickFields(error.fieldErrors) : {};
}

function pickFields(errors: readonly { path: string; msg: ShownMessage }[]) {
  const out: Partial<Record<IdentityField, ShownMessage>> = {};
  for (const e of errors) {
    if ((e.path === 'identifyingNumber' || e.path === 'address') && !out[e.path])
      out[e.path] = e.msg;
  }
  return out;
}

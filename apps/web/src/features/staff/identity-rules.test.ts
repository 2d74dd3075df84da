import { describe, expect, it } from 'vitest';
import { CERTIFIED_PAYROLL_MESSAGES as M } from '@sitehours/contract/messages';
import type { WorkerIdentity } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import {
  formatIdentifyingNumber,
  identityFieldErrors,
  identityFormErrors,
  identityFormValues,
  identityPayload,
  onFileMask,
  withoutNumber,
} from './identity-rules';

const onFile: WorkerIdentity = {
  userId: 'u1',
  lastFour: '6789',
  identifyingNumber: '123456789',
  address: '77 Rebar Road\nOakland, CA 94607',
  updatedAt: '2026-03-02T17:00:00.000Z',
};

describe('identifying details', () => {
  it('show the last four in the shape of a Social Security number, or after four x’s', () => {
    expect(onFileMask('6789')).toBe('xxx-xx-6789');
    expect(onFileMask('AB12')).toBe('xxxxAB12');
    expect(onFileMask(null)).toBeNull();
    expect(onFileMask('')).toBeNull();
  });

  it('read a revealed nine-digit number back as 123-45-6789, any other as it is', () => {
    expect(formatIdentifyingNumber('123456789')).toBe('123-45-6789');
    expect(formatIdentifyingNumber('123-45 6789')).toBe('123-45-6789');
    expect(formatIdentifyingNumber('D1234567')).toBe('D1234567');
  });

  it('keep no full number until it is asked for', () => {
    expect(withoutNumber(onFile)).toEqual({ ...onFile, identifyingNumber: null });
  });

  it('start the form with the address on file and an empty number', () => {
    expect(identityFormValues(onFile)).toEqual({
      identifyingNumber: '',
      address: '77 Rebar Road\nOakland, CA 94607',
    });
    expect(identityFormValues(null)).toEqual({ identifyingNumber: '', address: '' });
  });

  it('send the number and address trimmed, no address as null', () => {
    expect(identityPayload({ identifyingNumber: ' 123-45-6789 ', address: '  ' })).toEqual({
      identifyingNumber: '123-45-6789',
      address: null,
    });
  });

  it("check the number as the contract's request does: 4 to 20 letters or digits", () => {
    expect(identityFormErrors({ identifyingNumber: '123-45-6789', address: '' })).toEqual({});
    expect(identityFormErrors({ identifyingNumber: 'D1234567', address: '' })).toEqual({});
    expect(identityFormErrors({ identifyingNumber: '12 3', address: '' })).toEqual({
      identifyingNumber: M.identifyingNumberInvalid,
    });
    expect(identityFormErrors({ identifyingNumber: '1'.repeat(21), address: '' })).toEqual({
      identifyingNumber: M.identifyingNumberInvalid,
    });
    expect(identityFormErrors({ identifyingNumber: '12#45', address: '' })).toEqual({
      identifyingNumber: M.identifyingNumberInvalid,
    });
    expect(identityFormErrors({ identifyingNumber: '1234', address: 'x'.repeat(201) })).toEqual({
      address: M.textTooLong,
    });
  });

  it("put the server's field errors under the form's fields", () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      body: {
        errors: [
          { path: 'identifyingNumber', msg: 'identifyingNumberInvalid' },
          { path: 'id', msg: 'invalidValue' },
        ],
      },
    });
    expect(identityFieldErrors(error)).toEqual({ identifyingNumber: 'identifyingNumberInvalid' });
    expect(identityFieldErrors(null)).toEqual({});
  });
});

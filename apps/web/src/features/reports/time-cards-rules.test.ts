import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/app/errors/api-error';
import { timeCardsError, timeCardsFallbackName } from './time-cards-rules';

const range = { startDate: '2025-04-07', endDate: '2025-04-13' };

describe('time cards download', () => {
  it('names a file the server did not name', () => {
    expect(timeCardsFallbackName('pdf', range)).toBe('time-cards_2025-04-07_to_2025-04-13.pdf');
  });

  it('says why a download failed', () => {
    const tooMany = new ApiError('Bad Request', {
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Invalid request',
        code: 'invalidRequest',
        errors: [
          {
            path: 'endDate',
            msg: 'These time cards hold more than 5000 work periods.',
            code: 'timeCardsTooMany',
            params: { max: 5000 },
          },
        ],
      },
    });
    expect(timeCardsError(tooMany)).toEqual({ code: 'timeCardsTooMany', params: { max: 5000 } });
    const forbidden = new ApiError('Forbidden', {
      status: 403,
      body: { error: 'forbidden', message: 'Access denied', code: 'reportForbidden' },
    });
    expect(timeCardsError(forbidden)).toBe('reportForbidden');
    const offline = new ApiError('Failed to fetch', { status: NETWORK_ERROR_STATUS });
    expect(timeCardsError(offline)).toEqual({ code: 'timeCardsFailed' });
    expect(timeCardsError(new ApiError('Oops', { status: 500, body: {} }))).toEqual({
      code: 'timeCardsFailed',
    });
    expect(timeCardsError(new Error('x'))).toEqual({ code: 'timeCardsFailed' });
  });
});

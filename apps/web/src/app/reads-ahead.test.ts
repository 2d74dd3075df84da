import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn<(path: string, query: unknown) => Promise<unknown>>();
vi.mock('./api-client', () => ({
  api: { get: (path: string, query: unknown) => get(path, query) },
}));

const { dropReadsAhead, readAhead, readAheadOrGet } = await import('./reads-ahead');

const WEEK = { user_id: 'u1', start_date: '2026-11-23', end_date: '2026-11-29' };

describe('reads started ahead', () => {
  beforeEach(() => {
    get.mockReset();
    dropReadsAhead();
  });
  afterEach(() => vi.useRealTimers());

  it('answers the first read of the same call from the read ahead, and only the first', async () => {
    get.mockResolvedValueOnce(['ahead']).mockResolvedValueOnce(['again']);
    readAhead('time-entries', WEEK);
    // The same parameters in another order are the same call.
    const reordered = { end_date: WEEK.end_date, start_date: WEEK.start_date, user_id: 'u1' };
    await expect(readAheadOrGet('time-entries', reordered)).resolves.toEqual(['ahead']);
    await expect(readAheadOrGet('time-entries', WEEK)).resolves.toEqual(['again']);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads again when the read ahead failed', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['fresh']);
    readAhead('time-entries', WEEK);
    await expect(readAheadOrGet('time-entries', WEEK)).resolves.toEqual(['fresh']);
  });

  it('does not answer another call, nor after 15 seconds, nor after the session ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    get.mockResolvedValue(['x']);
    readAhead('time-entries', WEEK);
    await readAheadOrGet('time-entries', { ...WEEK, user_id: 'u2' });
    expect(get).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 15_001);
    await readAheadOrGet('time-entries', WEEK);
    expect(get).toHaveBeenCalledTimes(3);

    readAhead('time-entries', WEEK);
    dropReadsAhead();
    await readAheadOrGet('time-entries', WEEK);
    expect(get).toHaveBeenCalledTimes(5);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadedOnce } from './loaded-once';

describe('loadedOnce', () => {
  it('downloads once however often it is asked, and then answers at once', async () => {
    const download = vi.fn(() => Promise.resolve({ Screen: 'code' }));
    const code = loadedOnce(download);
    const first = code.load();
    expect(code.load()).toBe(first);
    await expect(first).resolves.toEqual({ Screen: 'code' });
    // Ready: read while rendering without suspending (no React needed to answer).
    expect(code.useResult()).toEqual({ Screen: 'code' });
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next load', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('code');
    const code = loadedOnce(download);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('code');
    expect(download).toHaveBeenCalledTimes(2);
  });
});

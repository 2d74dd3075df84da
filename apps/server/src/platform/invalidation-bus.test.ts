import { describe, expect, it } from 'vitest';
import { packTags } from './invalidation-bus';

describe('packTags', () => {
  it('sends tags space-separated, in payloads under PostgreSQL’s 8000 bytes', () => {
    const tags = Array.from(
      { length: 300 },
      (_, i) => `entries:${'t'.repeat(36)}:${String(i).padStart(36, '0')}`,
    );
    const payloads = packTags(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => p.split(' '))).toEqual(tags);
  });

  it('sends everything as one * when a transaction changed everything', () => {
    expect(packTags(['account:a', '*', 'tenant:t'])).toEqual(['*']);
  });

  it('sends nothing for no tags', () => {
    expect(packTags([])).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyCache } from './copy-cache';

function liveCache(capacity = 10) {
  const cache = new CopyCache<string>(capacity);
  cache.setLive(true);
  return cache;
}

describe('CopyCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reads afresh a copy older than its age limit', () => {
    vi.useFakeTimers();
    const cache = new CopyCache<string>(10, 60_000);
    cache.setLive(true);
    cache.keep('week-1', ['entries:t:u1'], 'kept', cache.ticket());
    vi.advanceTimersByTime(60_000);
    expect(cache.get('week-1')).toBe('kept');
    vi.advanceTimersByTime(1);
    expect(cache.get('week-1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('serves a kept copy until a tag it carries is dropped', () => {
    const cache = liveCache();
    cache.keep('week-1', ['entries:t:u1', 'catalog:t'], 'old', cache.ticket());
    cache.keep('week-2', ['entries:t:u2', 'catalog:t'], 'other', cache.ticket());
    expect(cache.get('week-1')).toBe('old');

    cache.drop('entries:t:u1');
    expect(cache.get('week-1')).toBeUndefined();
    expect(cache.get('week-2')).toBe('other');

    cache.drop('catalog:t');
    expect(cache.get('week-2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a result read before a change that arrived meanwhile', () => {
    const cache = liveCache();
    const ticket = cache.ticket(); // the read starts
    cache.drop('entries:t:u1'); // a change commits while it runs
    cache.keep('week-1', ['entries:t:u1'], 'stale', ticket);
    expect(cache.get('week-1')).toBeUndefined();
    // A read that starts after the change keeps its result.
    cache.keep('week-1', ['entries:t:u1'], 'fresh', cache.ticket());
    expect(cache.get('week-1')).toBe('fresh');
  });

  it('keeps a result read while other tags were dropped', () => {
    const cache = liveCache();
    const ticket = cache.ticket(); // an account is read
    cache.drop('entries:t:u2'); // meanwhile a worker saves an entry
    cache.keep('account-1', ['account:u1', 'tenant:t'], 'account', ticket);
    expect(cache.get('account-1')).toBe('account');
  });

  it('keeps nothing read before the oldest drop it still remembers', () => {
    const cache = liveCache();
    const ticket = cache.ticket();
    cache.drop('account:u1');
    // Ten thousand other drops later, the first one is forgotten: the read may not keep.
    for (let i = 0; i < 10_000; i++) cache.drop(`entries:t:w${i}`);
    cache.keep('account-1', ['account:u1'], 'stale', ticket);
    cache.keep('account-2', ['account:u2'], 'unsure', ticket);
    expect([cache.get('account-1'), cache.get('account-2')]).toEqual([undefined, undefined]);
    cache.keep('account-2', ['account:u2'], 'fresh', cache.ticket());
    expect(cache.get('account-2')).toBe('fresh');
  });

  it("keeps nothing read before a '*'", () => {
    const cache = liveCache();
    const ticket = cache.ticket();
    cache.drop('*');
    cache.keep('a', ['x'], 'stale', ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps and serves nothing while changes may be missed', () => {
    const cache = new CopyCache<string>(10);
    cache.keep('a', ['x'], 'value', cache.ticket());
    expect(cache.get('a')).toBeUndefined();

    cache.setLive(true);
    cache.keep('a', ['x'], 'value', cache.ticket());
    const ticket = cache.ticket();
    cache.setLive(false); // the feed's connection is lost
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined(); // everything kept before the loss is gone
    cache.keep('a', ['x'], 'read during the loss', ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops everything on '*'", () => {
    const cache = liveCache();
    cache.keep('a', ['x'], '1', cache.ticket());
    cache.keep('b', ['y'], '2', cache.ticket());
    cache.drop('*');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('evicts the least recently used copy when full', () => {
    const cache = liveCache(2);
    cache.keep('a', ['x'], '1', cache.ticket());
    cache.keep('b', ['x'], '2', cache.ticket());
    cache.get('a'); // used: b is now the oldest
    cache.keep('c', ['y'], '3', cache.ticket());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
    // The evicted copy left the tag index too: dropping its tag touches only what is kept.
    cache.drop('x');
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, '3']);
  });
});

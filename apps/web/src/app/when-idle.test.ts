import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from './when-idle';

describe('runWhenIdle', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    idle.length = 0;
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: vi.fn(),
      setTimeout,
      clearTimeout,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs one task per idle moment, in order', () => {
    const ran: string[] = [];
    runWhenIdle([() => ran.push('jobs'), () => ran.push('other types'), () => ran.push('work')]);
    expect(ran).toEqual([]);
    idle.shift()?.();
    expect(ran).toEqual(['jobs']);
    idle.shift()?.();
    idle.shift()?.();
    expect(ran).toEqual(['jobs', 'other types', 'work']);
    expect(idle).toEqual([]);
  });

  it('runs nothing more once cancelled', () => {
    const ran: string[] = [];
    const cancel = runWhenIdle([() => ran.push('jobs'), () => ran.push('other types')]);
    idle.shift()?.();
    cancel();
    idle.shift()?.();
    expect(ran).toEqual(['jobs']);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    // Fake timers: a loaded machine may run a real 5 ms wait before two chained zero-delay timers.
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', { setTimeout, clearTimeout });
      const ran: string[] = [];
      runWhenIdle([() => ran.push('jobs'), () => ran.push('other types')]);
      expect(ran).toEqual([]);
      vi.runAllTimers();
      expect(ran).toEqual(['jobs', 'other types']);
    } finally {
      vi.useRealTimers();
    }
  });
});

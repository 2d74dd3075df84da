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

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const ran: string[] = [];
    runWhenIdle([() => ran.push('jobs'), () => ran.push('other types')]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual(['jobs', 'other types']);
  });
});

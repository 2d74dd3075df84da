import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './preload-signed-in-code';

describe('afterLoadWhenIdle', () => {
  const idle: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const page = { readyState: 'loading' };
  beforeEach(() => {
    idle.length = 0;
    listeners.clear();
    page.readyState = 'loading';
    vi.stubGlobal('document', page);
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: vi.fn(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(idle).toEqual([]);
    listeners.get('load')?.();
    expect(task).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits only for an idle moment', () => {
    page.readyState = 'complete';
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(listeners.size).toBe(0);
    idle.shift()?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    const task = vi.fn();
    afterLoadWhenIdle(task)();
    expect(listeners.size).toBe(0);
    const cancel = afterLoadWhenIdle(task);
    listeners.get('load')?.();
    cancel();
    idle.shift()?.();
    expect(task).not.toHaveBeenCalled();
  });
});

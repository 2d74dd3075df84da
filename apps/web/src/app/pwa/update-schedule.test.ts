import { describe, expect, it, vi } from 'vitest';
import {
  REGISTER_DELAY_MS,
  UPDATE_CHECK_INTERVAL_MS,
  controllerChangeAction,
  registerAfterLoad,
  scheduleUpdateChecks,
  type Timers,
} from './update-schedule';

function fakeTimers() {
  const timeouts: [() => void, number][] = [];
  const intervals = new Map<number, [() => void, number]>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (fn, ms) => timeouts.push([fn, ms]),
    setInterval: (fn, ms) => {
      intervals.set(next, [fn, ms]);
      return next++;
    },
    clearInterval: (id) => intervals.delete(id as number),
  };
  return { timers, timeouts, intervals };
}

describe('service worker registration', () => {
  it('registers 1 s after the load event', () => {
    const { timers, timeouts } = fakeTimers();
    let onLoad: (() => void) | undefined;
    const register = vi.fn();
    registerAfterLoad(
      { loaded: () => false, onLoad: (fn) => (onLoad = fn), onVisible: () => () => {} },
      timers,
      register,
    );
    expect(timeouts).toHaveLength(0);
    onLoad!();
    expect(timeouts).toHaveLength(1);
    expect(timeouts[0]![1]).toBe(REGISTER_DELAY_MS);
    timeouts[0]![0]();
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers 1 s from now when the page has already loaded', () => {
    const { timers, timeouts } = fakeTimers();
    registerAfterLoad(
      { loaded: () => true, onLoad: () => {}, onVisible: () => () => {} },
      timers,
      () => {},
    );
    expect(timeouts.map(([, ms]) => ms)).toEqual([REGISTER_DELAY_MS]);
  });
});

describe('update checks', () => {
  it('checks at load, when the page becomes visible, and every 60 minutes', () => {
    const { timers, intervals } = fakeTimers();
    let visible: (() => void) | undefined;
    const check = vi.fn();
    const stop = scheduleUpdateChecks(
      {
        onVisible: (fn) => {
          visible = fn;
          return () => (visible = undefined);
        },
      },
      timers,
      check,
    );
    expect(check).toHaveBeenCalledTimes(1);
    const [tick, ms] = [...intervals.values()][0]!;
    expect(ms).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    tick();
    visible!();
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    expect(intervals.size).toBe(0);
    expect(visible).toBeUndefined();
  });
});

describe('change of controller', () => {
  it('reloads after an update, not when the first worker takes the page', () => {
    expect(controllerChangeAction(true)).toBe('reload');
    expect(controllerChangeAction(false)).toBe('first-control');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeAfterChanges } from './watch-notifications';

/** A bus with one subscriber, whose changes the test announces by hand. */
function fakeBus() {
  let listener: ((companyId: string | null) => void) | undefined;
  let unsubscribed = false;
  return {
    bus: {
      subscribeAll(onChange: (companyId: string | null) => void) {
        listener = onChange;
        return () => {
          unsubscribed = true;
        };
      },
    },
    announce: (companyId: string) => listener?.(companyId),
    unsubscribed: () => unsubscribed,
  };
}

describe('wakeAfterChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wakes once a second after the first change, for all the changes heard meanwhile', () => {
    vi.useFakeTimers();
    const { bus, announce } = fakeBus();
    const wake = vi.fn();
    wakeAfterChanges(bus, wake);
    for (let i = 0; i < 50; i++) announce(`company-${i % 3}`);
    vi.advanceTimersByTime(999);
    expect(wake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(wake).toHaveBeenCalledTimes(1);
    announce('company-0');
    vi.advanceTimersByTime(1_000);
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it('on stop, unsubscribes and drops a wake not yet due', () => {
    vi.useFakeTimers();
    const { bus, announce, unsubscribed } = fakeBus();
    const wake = vi.fn();
    const stop = wakeAfterChanges(bus, wake);
    announce('company-0');
    stop();
    vi.advanceTimersByTime(5_000);
    expect(wake).not.toHaveBeenCalled();
    expect(unsubscribed()).toBe(true);
  });
});

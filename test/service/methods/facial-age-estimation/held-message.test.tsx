// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  captureSteps,
  stepMs,
} from '../../../../src/service/methods/facial-age-estimation/capture-steps';
import { MAX_FRAMES } from '../../../../src/service/methods/facial-age-estimation/frame-reading';
import {
  holdMessage,
  MIN_MESSAGE_MS,
  useHeldMessage,
  type HeldMessage,
  type MessageClock,
} from '../../../../src/service/methods/facial-age-estimation/held-message';

afterEach(cleanup);

/** A clock that moves only when the test says so, and runs the timers that fall due. */
function manualClock() {
  let now = 1_000_000;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: MessageClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      act(() => due[1].run());
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('holdMessage (pure)', () => {
  const at = (shown: string | null, since: number): HeldMessage<string> => ({ shown, since });

  it('shows a message at once on a blank screen, and keeps one that is still wanted', () => {
    expect(holdMessage(at(null, 0), 'too-dark', 100)).toEqual({
      held: at('too-dark', 100),
      wait: 0,
    });
    const held = at('too-dark', 0);
    expect(holdMessage(held, 'too-dark', 60_000)).toEqual({ held, wait: 0 });
  });

  it('lets a new message replace the shown one only after MIN_MESSAGE_MS', () => {
    expect(MIN_MESSAGE_MS).toBeGreaterThanOrEqual(2500);
    const held = at('no-face', 0);
    expect(holdMessage(held, 'hold-still', 1000)).toEqual({ held, wait: MIN_MESSAGE_MS - 1000 });
    expect(holdMessage(held, null, MIN_MESSAGE_MS - 1)).toEqual({ held, wait: 1 });
    expect(holdMessage(held, 'hold-still', MIN_MESSAGE_MS)).toEqual({
      held: at('hold-still', MIN_MESSAGE_MS),
      wait: 0,
    });
  });
});

describe('useHeldMessage (injected clock)', () => {
  it('keeps the server’s "no face" up ≥ 2.5 s although the live hint changes after 1 s', () => {
    const { clock, advance } = manualClock();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: string | null }) => useHeldMessage(wanted, clock),
      { initialProps: { wanted: null as string | null } },
    );
    expect(result.current).toBeNull();
    rerender({ wanted: 'no-face' });
    expect(result.current).toBe('no-face');
    advance(1000);
    // The old widget replaced it here ("Place your face inside the oval").
    rerender({ wanted: null });
    expect(result.current).toBe('no-face');
    advance(MIN_MESSAGE_MS - 1000 - 1);
    expect(result.current).toBe('no-face');
    advance(1);
    expect(result.current).toBeNull();
  });

  it('follows a message through several changes, each up its full time, ending on the latest', () => {
    const { clock, advance, pending } = manualClock();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: string | null }) => useHeldMessage(wanted, clock),
      { initialProps: { wanted: 'too-dark' as string | null } },
    );
    advance(400);
    rerender({ wanted: 'hold-still' });
    advance(400);
    rerender({ wanted: 'too-far' });
    expect(result.current).toBe('too-dark');
    advance(MIN_MESSAGE_MS - 800);
    expect(result.current).toBe('too-far');
    // A condition that lasts keeps its message up as long as it lasts.
    advance(10 * MIN_MESSAGE_MS);
    expect(result.current).toBe('too-far');
    expect(pending()).toBe(0);
  });

  it('a message wanted again before its replacement is due stays, with no switch', () => {
    const { clock, advance } = manualClock();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: string | null }) => useHeldMessage(wanted, clock),
      { initialProps: { wanted: 'no-face' as string | null } },
    );
    rerender({ wanted: 'hold-still' });
    advance(500);
    rerender({ wanted: 'no-face' });
    advance(MIN_MESSAGE_MS);
    expect(result.current).toBe('no-face');
  });
});

describe('capture prompts', () => {
  it('each head-turn prompt (and every other) stays up at least MIN_MESSAGE_MS', () => {
    for (const challenge of [null, ['left', 'right'], ['right', 'left']] as const) {
      const steps = captureSteps(challenge);
      for (const step of steps) expect(stepMs(step), step.prompt).toBeGreaterThanOrEqual(2500);
      const frames = steps.reduce((n, s) => n + s.frames, 0);
      expect(frames).toBeLessThanOrEqual(MAX_FRAMES);
    }
    expect(captureSteps(['left', 'right']).map((s) => s.prompt)).toEqual(['look', 'left', 'right']);
  });
});

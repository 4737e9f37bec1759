import { describe, expect, it } from 'vitest';
import { holdsFor, waitFor } from './wait';

describe('waitFor', () => {
  it('resolves with the first truthy value, trying again after a throw', async () => {
    let calls = 0;
    const value = await waitFor(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('not up yet');
        return calls >= 3 && { calls };
      },
      { interval: 1 },
    );
    expect(value).toEqual({ calls: 3 });
  });

  it('names what was awaited and the last value on timeout', async () => {
    await expect(waitFor(() => 0, { timeout: 30, message: 'the answer' })).rejects.toThrow(
      /waiting for the answer; it last was 0$/,
    );
  });

  it('reports the last error, and asks a message function only then', async () => {
    let asked = 0;
    const waiting = waitFor(
      () => {
        throw new Error('connection refused');
      },
      {
        timeout: 30,
        message: () => `the server (asked ${++asked})`,
      },
    );
    await expect(waiting).rejects.toThrow(
      /waiting for the server \(asked 1\); it last threw connection refused$/,
    );
  });
});

describe('holdsFor', () => {
  it('checks throughout the window and once at its end', async () => {
    const started = Date.now();
    let calls = 0;
    await holdsFor(
      () => {
        calls += 1;
        return true;
      },
      60,
      'always',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(calls).toBeGreaterThan(2);
  });

  it('fails as soon as the condition stops holding', async () => {
    const started = Date.now();
    let calls = 0;
    await expect(holdsFor(() => ++calls < 3, 5_000, 'no second call')).rejects.toThrow(
      /^no second call: it stopped holding after \d+ ms of 5000$/,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

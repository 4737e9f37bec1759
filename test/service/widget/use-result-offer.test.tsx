// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadResultPanel } from '../../../src/service/methods/age-key/result-offer';
import type { DeviceInfo } from '../../../src/service/methods/kit/capabilities';
import type { WidgetState } from '../../../src/service/methods/kit/widget-types';
import {
  OFFER_DECISION_MS,
  useResultOffer,
} from '../../../src/service/widget/client/use-result-offer';

const model = { apiBase: 'https://verify.example/api/widget', token: 'a.b.c' };
const device: DeviceInfo = {
  framed: true,
  embeddedWebView: false,
  webauthn: true,
  camera: false,
  mobile: false,
};
const passed: WidgetState = {
  status: 'PASS',
  methods: [{ method: 'id-document', attemptsLeft: 2 }],
  result: { id: 'v1', verificationId: 'v1', status: 'PASS', method: 'id-document' },
};

/** The status endpoint's answer, held until `answer` is called. */
function heldStatus() {
  let answer: (completedHere: boolean) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (completedHere) =>
          resolve(new Response(JSON.stringify({ completedHere }), { status: 200 }));
      }),
  );
  return { fetch, answer: (completedHere: boolean) => answer(completedHere) };
}

/** Lets the offer's `prepare` and the fetch's promises settle, with no time passing. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

// The offer's chunk, loaded before the clock is faked: its `prepare` then settles at once.
beforeAll(() => loadResultPanel());
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useResultOffer: the result screen waits for the offer, but not for ever', () => {
  it('the service answers in time: decided by its answer', async () => {
    const status = heldStatus();
    vi.stubGlobal('fetch', status.fetch);
    const { result } = renderHook(() => useResultOffer(model, passed, device));
    expect(result.current.undecided).toBe(true);
    await settle();
    expect(status.fetch).toHaveBeenCalledOnce();
    status.answer(true);
    await settle();
    expect(result.current).toMatchObject({ undecided: false, offers: true });
  });

  it(`a status request that never answers: "no offer" after ${OFFER_DECISION_MS} ms, and a late "yes" changes nothing`, async () => {
    const status = heldStatus();
    vi.stubGlobal('fetch', status.fetch);
    const { result } = renderHook(() => useResultOffer(model, passed, device));
    await settle();
    expect(status.fetch).toHaveBeenCalledOnce();
    await act(async () => vi.advanceTimersByTimeAsync(OFFER_DECISION_MS - 1));
    expect(result.current.undecided, 'still waiting just before the bound').toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ undecided: false, offers: false });
    status.answer(true);
    await settle();
    expect(result.current, 'nothing appears above a Done already shown').toMatchObject({
      undecided: false,
      offers: false,
    });
  });

  it('a failed request is a "no" at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useResultOffer(model, passed, device));
    await settle();
    expect(result.current).toMatchObject({ undecided: false, offers: false });
  });
});

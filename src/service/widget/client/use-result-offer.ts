import { useEffect, useState } from 'react';
import { VERIFICATION_METHODS } from '../../../protocol/vocabulary';
import { METHOD_CLIENTS } from '../../methods/client-registry';
import { methodsForDevice, type DeviceInfo } from '../../methods/kit/capabilities';
import type { ResultOffer } from '../../methods/kit/method-client';
import type { WidgetState } from '../../methods/kit/widget-types';
import { completedHere } from './completed-here';

/** The method whose offer the result screen shows (the age key's "save a key"), if any. */
const OFFERER = VERIFICATION_METHODS.find((method) => METHOD_CLIENTS[method].resultOffer);

export interface ResultOfferState {
  offer: ResultOffer | undefined;
  /** A pass by another method on a device that can use the offering method. */
  mayOffer: boolean;
  /** …and the service said this widget session completed the verification. */
  offers: boolean;
  /** Whether the service has not answered yet (the redirect waits for it). */
  undecided: boolean;
}

/**
 * How long the result screen holds its way back (Done, the link to the merchant) for the offer to
 * be decided. Past it the answer is taken as "no offer": a request that stalls (a dropped
 * connection, a chunk that never comes) must not leave the shopper on a screen with no way out.
 * Longer than the age key's save window waits for its opener (3 s) plus a slow phone's request.
 */
export const OFFER_DECISION_MS = 5000;

/**
 * After a pass by another method, the widget session that completed the verification (and only
 * it) is offered the result offer: asks the service whether this session is that one, after the
 * offer's `prepare` (a save window first takes over the secret of the widget that opened it).
 * Decided once: by that answer, or as "no" after {@link OFFER_DECISION_MS}; an answer after that
 * changes nothing, so that nothing appears above a Done button already shown.
 */
export function useResultOffer(
  model: { apiBase: string; token: string },
  state: WidgetState,
  device: DeviceInfo | null,
): ResultOfferState {
  const [completer, setCompleter] = useState<boolean | null>(null);
  const offer = OFFERER ? METHOD_CLIENTS[OFFERER].resultOffer : undefined;
  const mayOffer =
    OFFERER !== undefined &&
    state.result?.status === 'PASS' &&
    state.result.method !== OFFERER &&
    device !== null &&
    methodsForDevice([OFFERER], device).length === 1;

  useEffect(() => {
    if (!mayOffer) return;
    let live = true;
    const decide = (here: boolean): void => {
      if (!live) return;
      live = false;
      clearTimeout(timer);
      setCompleter(here);
    };
    // Called only later (by the timer or the answer), when `timer` is set.
    const timer = setTimeout(() => decide(false), OFFER_DECISION_MS);
    void (offer?.prepare?.(window) ?? Promise.resolve())
      .then(() => completedHere(model.apiBase, model.token))
      .then(decide, () => decide(false));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mayOffer, offer, model.apiBase, model.token]);

  return {
    offer,
    mayOffer,
    offers: mayOffer && completer === true,
    undecided: mayOffer && completer === null,
  };
}

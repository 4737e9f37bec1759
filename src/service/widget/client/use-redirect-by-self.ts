import { useEffect } from 'react';

/** A moment to read the result before a top-level widget leaves for the redirectUrl. */
export const REDIRECT_DELAY_MS = 1200;
/** With the offer to save an age key on the result screen: time to read it and start. */
export const OFFER_REDIRECT_DELAY_MS = 15_000;

/**
 * Top level with a redirectUrl: goes back by itself (spec: "it redirects there") after a moment,
 * or after a while when the result screen shows an offer; not before the service said whether
 * it does (`undecided`), and not at all when `redirects` is false.
 */
export function useRedirectBySelf(
  redirects: boolean,
  to: string | undefined,
  offer: { offers: boolean; undecided: boolean },
): void {
  const { offers, undecided } = offer;
  useEffect(() => {
    if (!redirects || !to || undecided) return;
    const delay = offers ? OFFER_REDIRECT_DELAY_MS : REDIRECT_DELAY_MS;
    const timer = setTimeout(() => window.location.assign(to), delay);
    return () => clearTimeout(timer);
  }, [redirects, to, offers, undecided]);
}

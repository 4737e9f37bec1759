'use client';

/**
 * `ofage/react/swr`: the gate state with SWR.
 * @packageDocumentation
 */
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { GateStatus } from '../protocol/gate-api';
import { useAgeGateContext } from './age-gate-provider';
import { AGE_GATE_CHANGE_EVENT, fetchGateStatus } from './fetch-gate-status';

export interface AgeVerificationSWROptions {
  /** Default from `<AgeGateProvider>` or `/api/age-gate`. */
  basePath?: string;
  fetch?: typeof fetch;
  /** Extra SWR options. */
  swr?: SWRConfiguration<GateStatus, Error>;
}

/**
 * This browser's gate state with SWR; revalidated on focus and visibility (new-tab and QR
 * flows) and when `<AgeGate>` confirms a verification in this tab.
 *
 * @example app/components/checkout-button.tsx
 * ```tsx
 * const { data } = useAgeVerificationSWR();
 * return <button disabled={!data?.verified}>Checkout</button>;
 * ```
 */
export function useAgeVerificationSWR(
  options: AgeVerificationSWROptions = {},
): SWRResponse<GateStatus, Error> {
  const context = useAgeGateContext();
  const basePath = options.basePath ?? context.basePath;
  const doFetch = options.fetch ?? context.fetch;
  const result = useSWR<GateStatus, Error>(
    ['ofage', 'age-verification', basePath],
    () => fetchGateStatus({ basePath, fetch: doFetch }),
    { revalidateOnFocus: true, ...options.swr },
  );
  const { mutate } = result;
  useEffect(() => {
    const refresh = () => void mutate();
    window.addEventListener(AGE_GATE_CHANGE_EVENT, refresh);
    return () => window.removeEventListener(AGE_GATE_CHANGE_EVENT, refresh);
  }, [mutate]);
  return result;
}

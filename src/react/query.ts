'use client';

/**
 * `ofage/react/query`: the gate state with TanStack Query.
 * @packageDocumentation
 */
import { queryOptions, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_BASE_PATH, type GateStatus } from '../protocol/gate-api';
import { useAgeGateContext } from './age-gate-provider';
import { AGE_GATE_CHANGE_EVENT, fetchGateStatus } from './fetch-gate-status';

export interface AgeVerificationQueryOptions {
  /** Default from `<AgeGateProvider>` or `/api/age-gate`. */
  basePath?: string;
  fetch?: typeof fetch;
}

/**
 * Query options for this browser's gate state (`GET {basePath}/status`). Re-checked when the
 * window regains focus or becomes visible, so a verification finished in another tab or on a
 * phone (QR code) opens the gate here too.
 *
 * @example app/components/age-badge.tsx
 * ```tsx
 * const { data } = useQuery(ageVerificationQueryOptions());
 * ```
 */
export function ageVerificationQueryOptions(options: AgeVerificationQueryOptions = {}) {
  const basePath = options.basePath ?? DEFAULT_BASE_PATH;
  return queryOptions<GateStatus>({
    queryKey: ['ofage', 'age-verification', basePath],
    queryFn: ({ signal }) => fetchGateStatus({ basePath, fetch: options.fetch, signal }),
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });
}

/**
 * This browser's gate state with TanStack Query; refreshed on focus and when `<AgeGate>`
 * confirms a verification in this tab.
 *
 * @example app/components/checkout-button.tsx
 * ```tsx
 * const { data } = useAgeVerification();
 * return <button disabled={!data?.verified}>Checkout</button>;
 * ```
 */
export function useAgeVerification(
  options: AgeVerificationQueryOptions = {},
): UseQueryResult<GateStatus, Error> {
  const context = useAgeGateContext();
  const query = ageVerificationQueryOptions({
    basePath: options.basePath ?? context.basePath,
    fetch: options.fetch ?? context.fetch,
  });
  const client = useQueryClient();
  const key = query.queryKey;
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: key });
    window.addEventListener(AGE_GATE_CHANGE_EVENT, refresh);
    return () => window.removeEventListener(AGE_GATE_CHANGE_EVENT, refresh);
    // The key is derived from basePath alone.
  }, [client, key[2]]);
  return useQuery(query);
}

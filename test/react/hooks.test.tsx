// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import { AgeGateProvider } from '../../src/react/age-gate-provider';
import { AGE_GATE_CHANGE_EVENT } from '../../src/react/fetch-gate-status';
import { ageVerificationQueryOptions, useAgeVerification } from '../../src/react/query';
import { useAgeVerificationSWR } from '../../src/react/swr';

afterEach(cleanup);

function statusFetch(sequence: GateStatus[]) {
  const queue = [...sequence];
  return vi.fn(async () => Response.json(queue.length > 1 ? queue.shift() : queue[0]));
}
const no: GateStatus = { verified: false, state: 'unverified', message: 'no' };
const yes: GateStatus = { verified: true, state: 'verified', message: 'yes' };

function Badge({ state }: { state: GateStatus | undefined }) {
  return <p>{state === undefined ? 'loading' : state.verified ? 'verified' : 'not verified'}</p>;
}

describe('TanStack Query', () => {
  function QueryBadge() {
    return <Badge state={useAgeVerification().data} />;
  }
  const wrap = (children: ReactNode, fetch: typeof globalThis.fetch) => (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AgeGateProvider basePath="/api/gate" fetch={fetch}>
        {children}
      </AgeGateProvider>
    </QueryClientProvider>
  );

  it('ageVerificationQueryOptions re-checks on focus and keys by base path', () => {
    const options = ageVerificationQueryOptions({ basePath: '/api/gate' });
    expect(options.queryKey).toEqual(['ofage', 'age-verification', '/api/gate']);
    expect(options.refetchOnWindowFocus).toBe('always');
  });

  it('useAgeVerification reads the status and refreshes when <AgeGate> confirms in this tab', async () => {
    const fetch = statusFetch([no, yes]);
    render(wrap(<QueryBadge />, fetch as unknown as typeof globalThis.fetch));
    await screen.findByText('not verified');
    expect(String(fetch.mock.calls[0]![0 as never])).toBe('/api/gate/status');
    act(() => void window.dispatchEvent(new Event(AGE_GATE_CHANGE_EVENT)));
    await screen.findByText('verified');
  });

  it('re-checks when the tab becomes visible again (QR / new-tab flows)', async () => {
    const fetch = statusFetch([no, yes]);
    render(wrap(<QueryBadge />, fetch as unknown as typeof globalThis.fetch));
    await screen.findByText('not verified');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await screen.findByText('verified');
  });
});

describe('SWR', () => {
  function SWRBadge() {
    return <Badge state={useAgeVerificationSWR().data} />;
  }
  const wrap = (children: ReactNode, fetch: typeof globalThis.fetch) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
      <AgeGateProvider fetch={fetch}>{children}</AgeGateProvider>
    </SWRConfig>
  );

  it('useAgeVerificationSWR reads the status and refreshes on the change event', async () => {
    const fetch = statusFetch([no, yes]);
    render(wrap(<SWRBadge />, fetch as unknown as typeof globalThis.fetch));
    await screen.findByText('not verified');
    expect(String(fetch.mock.calls[0]![0 as never])).toBe('/api/age-gate/status');
    act(() => void window.dispatchEvent(new Event(AGE_GATE_CHANGE_EVENT)));
    await screen.findByText('verified');
  });

  it('revalidates on focus', async () => {
    const fetch = statusFetch([no, yes]);
    render(wrap(<SWRBadge />, fetch as unknown as typeof globalThis.fetch));
    await screen.findByText('not verified');
    // SWR lets a focus pass in the millisecond it mounted, and while its first request is still
    // held for deduplication (until a timer): focus again until one revalidates. Nothing else
    // fetches the status again, so the change still shows that a focus revalidates.
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(screen.getByText('verified')).toBeTruthy();
    });
  });
});

'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_BASE_PATH } from '../protocol/gate-api';

export interface AgeGateContextValue {
  basePath: string;
  fetch?: typeof fetch;
}

const AgeGateContext = createContext<AgeGateContextValue>({ basePath: DEFAULT_BASE_PATH });

/** The gate settings that `<AgeGate>` and the hooks use below this provider. */
export function useAgeGateContext(): AgeGateContextValue {
  return useContext(AgeGateContext);
}

/**
 * Tells `<AgeGate>` and the hooks where the route handlers live, when not at the default
 * `/api/age-gate`.
 *
 * @example app/layout.tsx
 * ```tsx
 * <AgeGateProvider basePath="/api/verify">{children}</AgeGateProvider>
 * ```
 */
export function AgeGateProvider(props: {
  basePath?: string;
  fetch?: typeof fetch;
  children: ReactNode;
}) {
  const value = { basePath: props.basePath ?? DEFAULT_BASE_PATH, fetch: props.fetch };
  return <AgeGateContext.Provider value={value}>{props.children}</AgeGateContext.Provider>;
}

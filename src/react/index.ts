/**
 * `ofage/react`: `<AgeGate>` and its provider. No dependency beyond React; the TanStack Query
 * and SWR hooks live in `ofage/react/query` and `ofage/react/swr`.
 * @packageDocumentation
 */
export { AgeGate, AGE_GATE_LABELS, WIDGET_ALLOW, WIDGET_ANSWER_TIMEOUT_MS } from './age-gate';
export type { AgeGateAppearance, AgeGateLabels, AgeGatePhase, AgeGateProps } from './age-gate';
export { AgeGateProvider } from './age-gate-provider';
export { AGE_GATE_CHANGE_EVENT, fetchGateStatus } from './fetch-gate-status';
export type { GateRequestOptions } from './fetch-gate-status';
export type {
  AgeGateCardState,
  GateErrorCode,
  GateState,
  GateStatus,
  GateText,
} from '../protocol/gate-api';
export { OfageError } from '../client/ofage-error';
export type { OfageErrorCode } from '../client/ofage-error';

import type { VerificationMethod } from '../../protocol/verification-result';
import type { VerificationRow } from '../db/schema';
import { MAX_ATTEMPTS_PER_METHOD, parseAttempts } from '../verifications/record-evidence';
import { presentResult } from '../verifications/present-result';
import { composeRedirectUrl } from './compose-redirect-url';
import type { WidgetState } from '../methods/kit/widget-types';

/** The browser's view of a verification (see `WidgetState`). */
export function widgetState(row: VerificationRow): WidgetState {
  const attempts = parseAttempts(row);
  const offered = JSON.parse(row.methods) as VerificationMethod[];
  const state: WidgetState = {
    status: row.status,
    methods: offered.map((method) => ({
      method,
      attemptsLeft: Math.max(0, MAX_ATTEMPTS_PER_METHOD - (attempts[method] ?? 0)),
    })),
  };
  if (row.status === 'PASS' || row.status === 'FAIL') {
    // As get-status answers it: a revoked PASS is a FAIL here too (result page, redirect).
    const { dob: _dob, ...result } = presentResult(row);
    const status = result.status === 'PASS' ? 'PASS' : 'FAIL';
    state.result = { ...result, status, verificationId: row.id };
    if (row.redirect_url !== null) {
      state.redirectTo = composeRedirectUrl(row.redirect_url, row.id, status);
    }
  }
  return state;
}

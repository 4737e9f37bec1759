import type { PerformResponse } from '../../protocol/perform-request';
import type { VerificationMethod } from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import { invalidInput } from '../errors/service-error';
import type { AuthenticatedKey } from '../keys/key-authenticator';
import type { Product } from '../products/products';
import { createVerification } from './create-verification';
import { assertUuid, getVerification } from '../verifications/get-verification';

/**
 * Methods an appeal may use: they prove an exact age (an ID document's date of birth) or a signed
 * attribute (a wallet's `age_over_N`). Estimation is what the person disputes, so it is never
 * offered; nor is an age key, which may carry an estimate, or a card or bank, which prove only
 * 18+ from someone else's check.
 */
export const APPEAL_METHODS: readonly VerificationMethod[] = ['id-document', 'digital-wallet'];

/**
 * `POST /api/v1/age-verification/perform-age-appeal`: a second chance for someone who failed.
 *
 * In our model an appeal is a new verification, with the perform body, whose picker offers only
 * {@link APPEAL_METHODS}. The failed verification is not changed (it stays FAIL); the appeal has
 * its own id, webhook and get-status, and its result is what the merchant acts on. The body may
 * name the failed verification as top-level `verificationId`: it must then be a FAIL of this
 * product and mode, and the appeal takes its jurisdiction and criteria where the body has none.
 * `options.flow` is refused: the appeal chooses its methods itself.
 */
export async function createAgeAppeal(
  ctx: ServiceContext,
  product: Product,
  key: AuthenticatedKey,
  body: unknown,
): Promise<PerformResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput(
      'the body must be a JSON object: the perform body, optionally with the failed verificationId',
    );
  }
  const request = { ...(body as Record<string, unknown>) };
  const options = request.options;
  if (typeof options === 'object' && options !== null && 'flow' in options) {
    throw invalidInput(
      `options.flow is not accepted by perform-age-appeal: an appeal offers ${APPEAL_METHODS.join(' and ')} only; omit options.flow`,
    );
  }
  if (request.verificationId !== undefined) {
    const failed = await getVerification(
      ctx,
      { productId: product.id, mode: key.mode },
      assertUuid(request.verificationId, 'verificationId'),
    );
    if (failed.status !== 'FAIL') {
      throw invalidInput(
        `verificationId names a ${failed.status} verification: only a failed (FAIL) verification can be appealed`,
      );
    }
    request.jurisdiction ??= failed.jurisdiction;
    request.criteria ??=
      failed.criteria_age !== null
        ? { age: failed.criteria_age }
        : { ageCategory: failed.criteria_category };
  }
  return createVerification(ctx, product, key, request, {
    flow: 'age-appeal',
    onlyMethods: { methods: APPEAL_METHODS, purpose: 'perform-age-appeal' },
  });
}

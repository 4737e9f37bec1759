import type { PerformResponse } from '../../protocol/perform-request';
import type { ServiceContext } from '../context';
import type { AuthenticatedKey } from '../keys/key-authenticator';
import type { Product } from '../products/products';
import { createVerification } from './create-verification';

/**
 * `POST /api/v1/age-verification/perform-trusted-adult-verification`: verifies the adult who
 * vouches for someone (a parent or guardian). It is an ADULT verification with the perform body:
 * clients of the hosted API send no `criteria`, so an absent one means `ADULT`; one that asks for
 * less than the age of majority is refused. Every method the jurisdiction accepts is offered.
 */
export async function createTrustedAdultVerification(
  ctx: ServiceContext,
  product: Product,
  key: AuthenticatedKey,
  body: unknown,
): Promise<PerformResponse> {
  const request =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('criteria' in body)
      ? { ...body, criteria: { ageCategory: 'ADULT' } }
      : body;
  return createVerification(ctx, product, key, request, {
    flow: 'trusted-adult',
    adultOnly: true,
  });
}

import type { ServiceContext } from '../../context';
import type { CardConfig } from './card-config';
import type { CardProcessor } from './card-processor';
import { createStripeProcessor } from './stripe-processor';
import { createTestProcessor } from './test-processor';

const stripeBySettings = new WeakMap<NonNullable<CardConfig['stripe']>, CardProcessor>();

/**
 * The processor for a verification: test verifications use the test processor (its documented
 * numbers, no network), live ones Stripe — `undefined` when Stripe is not configured.
 */
export function cardProcessorFor(
  ctx: ServiceContext,
  mode: 'test' | 'live',
): CardProcessor | undefined {
  if (mode === 'test') return createTestProcessor(ctx.now);
  const settings = ctx.config.card.stripe;
  if (!settings) return undefined;
  let processor = stripeBySettings.get(settings);
  if (!processor) {
    processor = createStripeProcessor(settings);
    stripeBySettings.set(settings, processor);
  }
  return processor;
}

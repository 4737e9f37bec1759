import Stripe from 'stripe';
import { invalidInput } from '../../errors/service-error';
import type { CardConfig } from './card-config';
import {
  CardProcessorError,
  type CardFunding,
  type CardProcessor,
  type CardVerdict,
} from './card-processor';

/**
 * The Stripe adapter: one SetupIntent per check (https://docs.stripe.com/api/setup_intents). The
 * person enters the card in Stripe Elements, which confirms the SetupIntent with the issuer (an
 * authorisation, no charge); the service then retrieves it with its payment method and reads
 * only `card.funding` and `card.country`. Card numbers never reach this service: a deployment
 * stays in PCI DSS SAQ A.
 */
export function createStripeProcessor(settings: NonNullable<CardConfig['stripe']>): CardProcessor {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: settings.timeoutMs,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    id: 'stripe',
    async begin({ verificationId }) {
      const intent = await call(() =>
        stripe.setupIntents.create({
          allowed_payment_method_types: ['card'],
          usage: 'on_session',
          // Ties the check to one verification; read back in `settle`.
          metadata: { ofage_verification: verificationId },
        }),
      );
      if (!intent.client_secret) {
        throw new CardProcessorError(
          'Stripe returned a SetupIntent without a client secret',
          'CARD_PROCESSOR_UNAVAILABLE',
        );
      }
      return {
        reference: intent.id,
        browser: { publishableKey: settings.publishableKey, clientSecret: intent.client_secret },
      };
    },
    async settle({ verificationId, reference, testCard }) {
      if (testCard) {
        throw invalidInput(
          'card details go into the processor’s own fields, never to this service',
        );
      }
      const intent = await call(() =>
        stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] }),
      );
      if (intent.metadata?.ofage_verification !== verificationId) {
        throw invalidInput('this card check belongs to another verification');
      }
      return verdictOf(intent);
    },
  };
}

/** What a retrieved SetupIntent says, in Stripe's documented statuses. */
function verdictOf(intent: Stripe.SetupIntent): CardVerdict {
  if (intent.status === 'succeeded') {
    const pm = intent.payment_method;
    const card = pm && typeof pm === 'object' ? pm.card : null;
    if (!card) {
      throw new CardProcessorError(
        'the SetupIntent has no card payment method',
        'CARD_CHECK_INCOMPLETE',
      );
    }
    const funding: CardFunding = ['credit', 'debit', 'prepaid'].includes(card.funding)
      ? (card.funding as CardFunding)
      : 'unknown';
    return { kind: 'checked', funding, country: card.country ?? null };
  }
  const error = intent.last_setup_error;
  if (intent.status === 'requires_payment_method' && error) {
    return { kind: 'declined', code: error.decline_code ?? error.code ?? 'card_declined' };
  }
  throw new CardProcessorError(
    `the card check is not finished (Stripe status ${intent.status}): enter the card again`,
    'CARD_CHECK_INCOMPLETE',
  );
}

/** One Stripe call; its failures become `CardProcessorError`s (never with the key). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError) {
      throw new CardProcessorError(
        'Stripe refused the secret key',
        'CARD_PROCESSOR_MISCONFIGURED',
        {
          cause: error,
        },
      );
    }
    if (error instanceof Stripe.errors.StripeConnectionError) {
      const timeout = /timed? ?out|timeout/i.test(error.message);
      throw new CardProcessorError(
        timeout ? 'Stripe did not answer in time' : 'Stripe could not be reached',
        timeout ? 'CARD_PROCESSOR_TIMEOUT' : 'CARD_PROCESSOR_UNAVAILABLE',
        { cause: error },
      );
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new CardProcessorError(
        `Stripe answered ${error.type}: ${error.code ?? error.statusCode ?? ''}`,
        'CARD_PROCESSOR_UNAVAILABLE',
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

import type { MethodDefinition } from '../kit/method-definition';
import type { MethodWidgetSettings } from '../kit/method-widget-settings';
import { cardSettings } from './card-config';
import { checkCurrency } from './check-currency';
import { creditCardMessages } from './messages';
import { completeCardCheck, startCardCheck } from './check-card';
import { CREDIT_CARD_PROVES_OVER, simulateCreditCard } from './simulate';

/**
 * The credit-card method: a card check with the deployment's processor (Stripe in live mode,
 * the test processor in test mode) — capture in the processor's own fields (widget) → the
 * processor's verdict (server) → evidence `credit-card`, 18–100, for an authorised credit card
 * from an adults-only issuing country. Live when Stripe's keys are configured.
 */
export const creditCardMethod: MethodDefinition = {
  id: 'credit-card',
  simulate: simulateCreditCard,
  messages: creditCardMessages,
  settings: cardSettings,
  proofCeiling: CREDIT_CARD_PROVES_OVER,
  isLive: (ctx) => ctx.config.card.stripe !== undefined,
  actions: {
    start: { httpMethod: 'POST', auth: 'widget', handle: startCardCheck },
    complete: { httpMethod: 'POST', auth: 'widget', maxBodyBytes: 2048, handle: completeCardCheck },
  },
  widgetSettings: (ctx, verification): MethodWidgetSettings => {
    const currency = checkCurrency(ctx, verification.jurisdiction);
    return currency ? { currency } : {};
  },
};

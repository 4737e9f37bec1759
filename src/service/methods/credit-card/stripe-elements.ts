/**
 * Stripe Elements in the browser (live verifications with Stripe only). Stripe.js must be loaded
 * from js.stripe.com — Stripe's terms and PCI DSS SAQ A both require the card fields to come from
 * Stripe itself, so it is the one script this service does not serve; the widget's CSP allows
 * js.stripe.com (and api.stripe.com, hooks.stripe.com) only on such verifications.
 */
interface StripeCardElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ error?: { type: string; code?: string; message?: string } }>;
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<(key: string) => StripeJs> | undefined;

function loadStripe(): Promise<(key: string) => StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.onload = () => {
      const factory = (window as { Stripe?: (key: string) => StripeJs }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface MountedCard {
  /**
   * Confirms the SetupIntent with the issuer; a decline is for the server to read. `error` is
   * Stripe's error code (`incomplete_number`, `invalid_expiry_year_past`…), never its text: the
   * widget words it in the person's language.
   */
  confirm(): Promise<{ error?: string }>;
  destroy(): void;
}

/** Mounts Stripe's card field into `container` for one SetupIntent. */
export async function mountStripeCard(
  container: HTMLElement,
  begun: { publishableKey?: string; clientSecret?: string },
): Promise<MountedCard> {
  // The begin action always sends both for the Stripe processor: a bug if not.
  if (!begun.publishableKey || !begun.clientSecret) {
    throw new Error('mountStripeCard needs the begin answer of a Stripe check (key and secret)');
  }
  const stripe = (await loadStripe())(begun.publishableKey);
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(container);
  const clientSecret = begun.clientSecret;
  return {
    async confirm() {
      const { error } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card },
      });
      // A card error (declined, insufficient funds) is recorded on the SetupIntent: the
      // service reads it as the verdict. Anything else (a typo in the field) stays here.
      if (error && error.type !== 'card_error') return { error: error.code ?? error.type };
      return {};
    },
    destroy: () => card.destroy(),
  };
}

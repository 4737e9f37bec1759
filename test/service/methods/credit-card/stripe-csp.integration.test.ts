import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFromToken } from '../../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../../src/service/widget/pages/get-widget-page-props';
import { startTestService, type TestService } from '../../../support/test-service';
import { pageContext, perform } from '../../widget/support';

describe("the widget's CSP lets Stripe's card fields in only where they are used", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService('sqlite', {
      configure: (c) => {
        c.card.stripe = {
          secretKey: 'sk_test_csp',
          publishableKey: 'pk_test_csp',
          apiBase: undefined,
          timeoutMs: 1000,
        };
      },
    });
  });
  afterAll(() => t.close());

  const cspFor = async (key: string) => {
    const v = await perform(t, {}, key);
    const { context, written } = pageContext();
    await widgetPageProps(t.service, context, await sessionFromToken(t.service, v.token), false);
    return written['content-security-policy']!;
  };

  it('a live verification with Stripe: js.stripe.com scripts and frames, api.stripe.com', async () => {
    const csp = await cspFor(t.liveKey);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/);
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });

  it('a test verification (the test processor): nothing from Stripe', async () => {
    const csp = await cspFor(t.testKey);
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("connect-src 'self';");
  });
});

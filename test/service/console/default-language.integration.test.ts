import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../src/service/console/audit-log';
import { updateProductSettings } from '../../../src/service/console/product-settings';
import { createVerification } from '../../../src/service/lifecycle/create-verification';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { testDialects } from '../../support/databases';
import { pageContext } from '../widget/support';
import { codeOf, useConsoleHarness } from './support';

describe.each(testDialects())('a product’s default language on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  const settings = (defaultLocale?: string) => ({
    name: 'Shop',
    liveOrigins: '',
    testOrigins: '',
    enabledMethods: ['age-key' as const],
    passIfOver: '',
    failIfUnder: '',
    retentionDays: '90',
    ...(defaultLocale === undefined ? {} : { defaultLocale }),
  });

  it('is saved with the product’s settings, audited; only a listed language; absent leaves it', async () => {
    const h = await start();
    const { account, product } = await h.tenant('owner@shop.example');
    const save = (locale?: string) =>
      updateProductSettings(h.service, account, product.id, settings(locale));
    expect((await save('pt-BR')).defaultLocale).toBe('pt-BR');
    expect((await listAudit(h.service.ctx.db, product.id))[0]).toMatchObject({
      action: 'product.updated',
      accountEmail: 'owner@shop.example',
    });
    expect((await listAudit(h.service.ctx.db, product.id))[0]!.detail).toMatch(
      /default language: pt-BR$/,
    );
    expect(await codeOf(save('tlh'))).toBe('INVALID_INPUT');
    expect((await save()).defaultLocale).toBe('pt-BR');
    expect((await save('')).defaultLocale).toBeNull();
  });

  it('is the widget’s language when neither the verification nor the browser names one it speaks', async () => {
    const h = await start();
    const { account, product, keyId } = await h.tenant('owner@shop.example');
    const saved = await updateProductSettings(h.service, account, product.id, settings('nb'));
    const locale = async (acceptLanguage: string, requested?: string) => {
      const v = await createVerification(
        h.service.ctx,
        saved,
        { keyId, productId: product.id, mode: 'test' },
        {
          jurisdiction: 'US-CA',
          criteria: { ageCategory: 'ADULT' },
          ...(requested ? { options: { locale: requested } } : {}),
        },
      );
      const token = new URL(v.url).searchParams.get('token');
      const { context } = pageContext({ 'accept-language': acceptLanguage });
      const page = await widgetPageProps(
        h.service,
        context,
        await sessionFromToken(h.service, token),
        false,
      );
      return page.props.locale;
    };
    expect(await locale('sw-KE')).toBe('nb');
    expect(await locale('sw-KE, da;q=0.4')).toBe('da');
    expect(await locale('sw-KE', 'el')).toBe('el');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ageKeyProvidersOf,
  updateAgeKeyProviders,
} from '../../../src/service/console/age-key-providers';
import { listAudit } from '../../../src/service/console/audit-log';
import {
  createProductOidcClient,
  listProductOidcClients,
} from '../../../src/service/console/oidc-clients/product-oidc-clients';
import { ownedProduct } from '../../../src/service/console/owned-product';
import { setCreateApproval } from '../../../src/service/oidc/clients/approve-create';
import { testDialects } from '../../support/databases';
import { codeOf, useConsoleHarness } from './support';

describe.each(testDialects())('age key providers in the console on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('a live client registered to create keys awaits the operator: the console cannot approve it', async () => {
    const h = await start();
    const ivy = await h.tenant('ivy@provider.example');
    const created = await createProductOidcClient(h.service, ivy.account, ivy.product.id, {
      mode: 'live',
      name: 'Provider',
      redirectUris: 'https://provider.example/cb',
      thresholds: '',
      mayCreate: true,
    });
    expect(created.info.createStatus).toBe('awaiting-approval');
    const [listed] = await listProductOidcClients(h.service, ivy.account, ivy.product.id, 'live');
    expect(listed).toMatchObject({
      clientId: created.info.clientId,
      createStatus: 'awaiting-approval',
    });
    // Choosing it as a provider is refused too: the operator does not trust it.
    expect(
      await codeOf(
        updateAgeKeyProviders(h.service, ivy.account, ivy.product.id, {
          accept: 'listed',
          providers: [created.info.clientId],
        }),
      ),
    ).toBe('INVALID_INPUT');
  });

  it('a product chooses among the providers the operator trusts, audited; another account gets not found', async () => {
    const h = await start();
    const ivy = await h.tenant('ivy@provider.example');
    const shop = await h.tenant('shop@liquor.example');
    const mallory = await h.tenant('mallory@example.com');
    const created = await createProductOidcClient(h.service, ivy.account, ivy.product.id, {
      mode: 'live',
      name: 'Provider',
      redirectUris: 'https://provider.example/cb',
      thresholds: '',
      mayCreate: true,
    });
    const clientId = created.info.clientId;
    await setCreateApproval(h.service.ctx.db, clientId, { approve: true }, h.clock.now());

    const offered = await ageKeyProvidersOf(h.service, shop.account, shop.product.id);
    expect(offered.chosen).toBeNull();
    expect(offered.trusted).toEqual([
      expect.objectContaining({ clientId, name: 'Provider', host: 'provider.example' }),
    ]);
    await updateAgeKeyProviders(h.service, shop.account, shop.product.id, {
      accept: 'listed',
      providers: [clientId],
    });
    expect(
      (await ownedProduct(h.service.ctx, shop.account, shop.product.id)).ageKeyProviders,
    ).toEqual([clientId]);
    await updateAgeKeyProviders(h.service, shop.account, shop.product.id, {
      accept: 'listed',
      providers: [],
    });
    expect(
      (await ownedProduct(h.service.ctx, shop.account, shop.product.id)).ageKeyProviders,
    ).toEqual([]);
    expect((await listAudit(h.service.ctx.db, shop.product.id))[0]).toMatchObject({
      action: 'product.updated',
      accountEmail: 'shop@liquor.example',
      detail: "age keys accepted from the service's own verifications only",
    });
    for (const form of [
      { accept: 'everyone', providers: [] },
      { accept: 'listed', providers: ['agekey_live_unknown'] },
    ]) {
      expect(
        await codeOf(updateAgeKeyProviders(h.service, shop.account, shop.product.id, form)),
      ).toBe('INVALID_INPUT');
    }

    expect(
      await codeOf(
        updateAgeKeyProviders(h.service, mallory.account, shop.product.id, {
          accept: 'all',
          providers: [],
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await codeOf(ageKeyProvidersOf(h.service, mallory.account, shop.product.id))).toBe(
      'NOT_FOUND',
    );
    expect(
      (await ownedProduct(h.service.ctx, shop.account, shop.product.id)).ageKeyProviders,
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../src/service/console/audit-log';
import { ConsoleError } from '../../../src/service/console/console-error';
import {
  methodOverridesFromForm,
  updateMethodOverrides,
} from '../../../src/service/console/method-overrides';
import { ownedProduct } from '../../../src/service/console/owned-product';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
import { testDialects } from '../../support/databases';
import { useConsoleHarness } from './support';

const GB = jurisdictionGroupKey(resolveJurisdiction('GB')!);
const NONE = jurisdictionGroupKey(resolveJurisdiction('CA')!);
const AU = jurisdictionGroupKey(resolveJurisdiction('AU')!);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConsoleError);
  return (err as ConsoleError).code;
}

describe('methodOverridesFromForm', () => {
  it('lists only the groups whose Inherit box is unticked', () => {
    const form = new FormData();
    for (const group of [GB, NONE]) form.append('group', group);
    form.append(`inherit:${NONE}`, 'on');
    form.append(`methods:${NONE}`, 'credit-card');
    form.append(`methods:${GB}`, 'age-key');
    form.append(`methods:${GB}`, 'bank-app');
    expect(methodOverridesFromForm(form)).toEqual([
      { group: GB, methods: ['age-key', 'bank-app'] },
    ]);
  });
});

describe.each(testDialects())('console method overrides on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('saves per-group methods, records who did it, and the API sees them at once', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const deps = h.service;
    expect(NONE).toBe('');
    expect((await deps.getProduct(alice.product.id))?.methodOverrides).toEqual({});

    const saved = await updateMethodOverrides(deps, alice.account, alice.product.id, [
      { group: GB, methods: ['bank-app', 'age-key', 'age-key'] },
      { group: NONE, methods: ['credit-card'] },
    ]);
    expect(saved.methodOverrides).toEqual({ [GB]: ['age-key', 'bank-app'], '': ['credit-card'] });
    expect(saved.enabledMethods).toEqual(alice.product.enabledMethods);
    expect((await deps.getProduct(alice.product.id))?.methodOverrides).toEqual(
      saved.methodOverrides,
    );
    const [entry] = await listAudit(deps.ctx.db, alice.product.id);
    expect(entry).toMatchObject({ action: 'product.updated', accountEmail: 'alice@example.com' });
    expect(entry!.detail).toContain('United Kingdom: age-key bank-app');

    // Inheriting everywhere again clears the overrides.
    await updateMethodOverrides(deps, alice.account, alice.product.id, []);
    expect((await ownedProduct(deps.ctx, alice.account, alice.product.id)).methodOverrides).toEqual(
      {},
    );
  });

  it('refuses unknown methods and groups, empty lists and lists the group rejects', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const deps = h.service;
    const save = (input: Parameters<typeof updateMethodOverrides>[3]) =>
      updateMethodOverrides(deps, alice.account, alice.product.id, input);

    expect(await codeOf(save([{ group: GB, methods: ['self-declaration'] }]))).toBe(
      'INVALID_INPUT',
    );
    expect(await codeOf(save([{ group: 'XX_MADE_UP', methods: ['age-key'] }]))).toBe(
      'INVALID_INPUT',
    );
    expect(await codeOf(save([{ group: '__proto__', methods: ['age-key'] }]))).toBe(
      'INVALID_INPUT',
    );
    expect(await codeOf(save([{ group: GB, methods: [] }]))).toBe('INVALID_INPUT');
    // Australia accepts government and digital ID only next to another method (s.63DB).
    expect(await codeOf(save([{ group: AU, methods: ['id-document', 'digital-wallet'] }]))).toBe(
      'INVALID_INPUT',
    );
    expect(
      await codeOf(
        save([
          { group: GB, methods: ['age-key'] },
          { group: GB, methods: ['bank-app'] },
        ]),
      ),
    ).toBe('INVALID_INPUT');

    const product = await ownedProduct(deps.ctx, alice.account, alice.product.id);
    expect(product.methodOverrides).toEqual({});
  });

  it("an account cannot change another account's method overrides", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');

    const attempt = updateMethodOverrides(h.service, mallory.account, alice.product.id, [
      { group: GB, methods: ['credit-card'] },
    ]);
    expect(await codeOf(attempt)).toBe('NOT_FOUND');
    const product = await ownedProduct(h.service.ctx, alice.account, alice.product.id);
    expect(product.methodOverrides).toEqual({});
    expect(await listAudit(h.service.ctx.db, alice.product.id)).toEqual([]);
  });
});

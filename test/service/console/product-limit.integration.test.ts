import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../src/service/console/accounts';
import { ConsoleError } from '../../../src/service/console/console-error';
import { listOwnedProducts } from '../../../src/service/console/owned-product';
import { createOwnedProduct } from '../../../src/service/console/product-settings';
import { loadConfig } from '../../../src/service/config/load-config';
import { DEFAULT_MAX_PRODUCTS_PER_ACCOUNT } from '../../../src/service/products/products';
import { testDialects } from '../../support/databases';
import { codeOf, useConsoleHarness } from './support';

const PASSWORD = 'correct horse battery';

describe.each(testDialects())('products per console account on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);
  const startWithThree = useConsoleHarness(dialect, { OFAGE_MAX_PRODUCTS_PER_ACCOUNT: '3' });

  it('an account cannot create more than 25 products (the default): the 26th is refused with a clear message, and other accounts are not affected', async () => {
    expect(DEFAULT_MAX_PRODUCTS_PER_ACCOUNT).toBe(25);
    const h = await start();
    const deps = h.service;
    const mallory = await createAccount(deps.ctx, {
      email: 'mallory@example.com',
      password: PASSWORD,
    });
    for (let n = 0; n < 25; n++) await createOwnedProduct(deps, mallory, { name: `Shop ${n}` });

    const refused = await createOwnedProduct(deps, mallory, { name: 'One too many' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConsoleError);
    expect(refused).toMatchObject({ code: 'LIMIT_REACHED' });
    expect((refused as ConsoleError).message).toMatch(
      /^This account already has 25 products, the most one account may have here\. Reuse one of them .* or ask the operator to raise the limit\.$/,
    );
    expect(await listOwnedProducts(deps.ctx, mallory)).toHaveLength(25);

    const alice = await createAccount(deps.ctx, { email: 'alice@example.com', password: PASSWORD });
    await createOwnedProduct(deps, alice, { name: "Alice's shop" });
    expect(await listOwnedProducts(deps.ctx, alice)).toHaveLength(1);
  });

  it('the limit is OFAGE_MAX_PRODUCTS_PER_ACCOUNT, and requests made at once cannot slip past it together', async () => {
    const h = await startWithThree();
    const deps = h.service;
    const account = await createAccount(deps.ctx, {
      email: 'racer@example.com',
      password: PASSWORD,
    });
    const codes = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        codeOf(createOwnedProduct(deps, account, { name: `Shop ${n}` })),
      ),
    );
    expect(codes.filter((code) => code === undefined)).toHaveLength(3);
    expect(codes.filter((code) => code === 'LIMIT_REACHED')).toHaveLength(7);
    expect(await listOwnedProducts(deps.ctx, account)).toHaveLength(3);
  });

  it('refuses a limit that is not a positive whole number at start-up', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ OFAGE_MAX_PRODUCTS_PER_ACCOUNT: value })).toThrow(
        /OFAGE_MAX_PRODUCTS_PER_ACCOUNT/,
      );
    }
    expect(loadConfig({}).maxProductsPerAccount).toBe(25);
    expect(loadConfig({ OFAGE_MAX_PRODUCTS_PER_ACCOUNT: '100' }).maxProductsPerAccount).toBe(100);
  });
});

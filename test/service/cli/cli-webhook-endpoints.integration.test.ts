import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { listAudit } from '../../../src/service/console/audit-log';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { testDialects, provisionDatabase, type ProvisionedDatabase } from '../../support/databases';

const run = async (env: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};
const json = <T>(result: { stdout: string }) => JSON.parse(result.stdout) as T;

describe.each(testDialects())(
  'ofage webhooks list|add|remove|rotate-secret on $dialect',
  ({ dialect }) => {
    let db: ProvisionedDatabase;
    let env: Record<string, string>;
    let productId: string;
    let otherProduct: string;
    beforeAll(async () => {
      db = await provisionDatabase(dialect);
      env = {
        OFAGE_DATA_DIR: db.dataDir,
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      };
      const create = async (name: string) =>
        json<{ id: string }>(await run(env, 'products', 'create', '--name', name, '--json')).id;
      productId = await create('Shop');
      otherProduct = await create('Other shop');
    });
    afterAll(async () => db.dispose());

    type Listed = { id: string; url: string; label: string | null; first: boolean };
    const list = async (...extra: string[]) => {
      const result = await run(env, 'webhooks', 'list', '--product', productId, '--json', ...extra);
      expect(result.code, result.stderr).toBe(0);
      return json<Listed[]>(result);
    };
    const withDb = async <T>(fn: (handle: DatabaseHandle['db']) => Promise<T>): Promise<T> => {
      const handle = createDatabase({
        dataDir: db.dataDir,
        ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}),
      });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    };
    const secrets = () =>
      withDb(async (h) => {
        const extra = await h.selectFrom('extra_webhook_endpoints').selectAll().execute();
        return new Map(extra.map((e) => [e.id, e]));
      });

    it('adds one endpoint per app, lists them, rotates one, removes one; each change audited', async () => {
      expect(await list()).toEqual([]);
      const SHOP = 'https://shop.example.com/api/age-gate/webhook';
      const addShop = (...extra: string[]) =>
        run(env, 'webhooks', 'add', SHOP, '--product', productId, '--json', ...extra);
      const shop = await addShop('--label', 'shop');
      expect(shop.code, shop.stderr).toBe(0);
      const blog = await run(
        env,
        'webhooks',
        'add',
        'https://blog.example.com/api/age-gate/webhook',
        '--product',
        productId,
      );
      expect(blog.code, blog.stderr).toBe(0);
      const [, blogId] = /endpoint (we_[0-9a-f]{24}) for/.exec(blog.stdout) ?? [];
      expect(blog.stdout).toMatch(
        /^added test webhook endpoint we_[0-9a-f]{24} for https:\/\/blog\.example\.com\/api\/age-gate\/webhook\nsigning secret: whsec_/,
      );
      const shopAdded = json<{ id: string; secret: string; added: boolean }>(shop);
      expect(shopAdded).toMatchObject({ added: true, id: `we_test_${productId}` });

      // The same URL again changes nothing and answers the same secret.
      const again = await addShop();
      expect(json(again)).toMatchObject({
        added: false,
        id: shopAdded.id,
        secret: shopAdded.secret,
      });

      expect(await list()).toEqual([
        expect.objectContaining({ id: shopAdded.id, label: 'shop', first: true }),
        expect.objectContaining({
          id: blogId,
          url: 'https://blog.example.com/api/age-gate/webhook',
          first: false,
        }),
      ]);
      const human = await run(env, 'webhooks', 'list', '--product', productId);
      expect(human.stdout).not.toContain('whsec_');
      expect(await list('--mode', 'live')).toEqual([]);

      const before = (await secrets()).get(blogId!)!;
      const rotated = await run(env, 'webhooks', 'rotate-secret', blogId!);
      expect(rotated.code, rotated.stderr).toBe(0);
      const after = (await secrets()).get(blogId!)!;
      expect(rotated.stdout).toContain(`new signing secret of ${blogId}: ${after.secret}`);
      expect(after.secret).not.toBe(before.secret);
      expect(after.previous_secret).toBe(before.secret);

      const removed = await run(env, 'webhooks', 'remove', shopAdded.id);
      expect(removed.code, removed.stderr).toBe(0);
      expect((await list()).map((e) => e.id)).toEqual([blogId]);

      const actions = await withDb(async (h) =>
        (await listAudit(h, productId)).map((e) => [e.accountEmail, e.action]).reverse(),
      );
      expect(actions).toEqual([
        ['cli', 'product.created'],
        ['cli', 'webhook.endpoint_added'],
        ['cli', 'webhook.endpoint_added'],
        ['cli', 'webhook.secret_rotated'],
        ['cli', 'webhook.endpoint_removed'],
      ]);
    });

    it('refuses another product’s endpoint, an unknown id, a live http URL and a private address, changing nothing', async () => {
      const listed = await list();
      const target = listed[0]!.id;
      const theirs = await run(env, 'webhooks', 'remove', target, '--product', otherProduct);
      expect(theirs.code).toBe(1);
      expect(theirs.stderr).toContain(`no webhook endpoint ${target} on this product`);
      expect(
        (await run(env, 'webhooks', 'rotate-secret', target, '--product', otherProduct)).code,
      ).toBe(1);
      expect((await run(env, 'webhooks', 'remove', 'we_000000000000000000000000')).code).toBe(1);
      for (const url of ['http://shop.example.com/hook', 'https://10.0.0.7/hook', 'not a url']) {
        const bad = await run(
          env,
          'webhooks',
          'add',
          url,
          '--product',
          productId,
          '--mode',
          'live',
        );
        expect(bad.code, url).toBe(1);
      }
      const noUrl = await run(env, 'webhooks', 'add', '--product', productId);
      expect(noUrl.code).toBe(2);
      expect(await list()).toEqual(listed);
      expect(await list('--mode', 'live')).toEqual([]);
    });
  },
);

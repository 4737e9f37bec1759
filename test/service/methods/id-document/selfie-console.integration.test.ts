import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../../src/service/console/audit-log';
import { ConsoleError } from '../../../../src/service/console/console-error';
import { updateIdSelfieMatch } from '../../../../src/service/console/id-selfie-match';
import { selfieMatchOn } from '../../../../src/service/methods/id-document/selfie-settings';
import { testDialects } from '../../../support/databases';
import { useConsoleHarness } from '../../console/support';

describe.each(testDialects())('ID selfie match in the console on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('is per product and mode, audited, and only the owner can switch it', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const { ctx } = h.service;
    const state = async (id: string) => ({
      test: await selfieMatchOn(ctx, id, 'test'),
      live: await selfieMatchOn(ctx, id, 'live'),
    });
    expect(await state(alice.product.id)).toEqual({ test: false, live: true });

    const err = await updateIdSelfieMatch(h.service, mallory.account, alice.product.id, {
      test: false,
      live: false,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConsoleError);
    expect((err as ConsoleError).code).toBe('NOT_FOUND');
    expect(await state(alice.product.id)).toEqual({ test: false, live: true });

    await updateIdSelfieMatch(h.service, alice.account, alice.product.id, {
      test: true,
      live: false,
    });
    expect(await state(alice.product.id)).toEqual({ test: true, live: false });
    expect(await state(mallory.product.id)).toEqual({ test: false, live: true });

    const audit = await listAudit(ctx.db, alice.product.id);
    expect(audit.map((a) => a.detail)).toContain('ID document selfie match: test on, live off');
  });
});

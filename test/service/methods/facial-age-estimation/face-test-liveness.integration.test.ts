import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../../src/service/console/audit-log';
import { ConsoleError } from '../../../../src/service/console/console-error';
import { updateFaceTestLiveness } from '../../../../src/service/console/face-test-liveness';
import { testLivenessOff } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { testDialects } from '../../../support/databases';
import { useConsoleHarness } from '../../console/support';

describe.each(testDialects())(
  'test-mode liveness switch in the console on $dialect',
  ({ dialect }) => {
    const start = useConsoleHarness(dialect);

    it('is per product, audited, and only the owner can switch it', async () => {
      const h = await start();
      const alice = await h.tenant('alice@example.com');
      const mallory = await h.tenant('mallory@example.com');
      const { ctx } = h.service;
      expect(await testLivenessOff(ctx, alice.product.id)).toBe(false);

      const err = await updateFaceTestLiveness(
        h.service,
        mallory.account,
        alice.product.id,
        true,
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConsoleError);
      expect((err as ConsoleError).code).toBe('NOT_FOUND');
      expect(await testLivenessOff(ctx, alice.product.id)).toBe(false);

      await updateFaceTestLiveness(h.service, alice.account, alice.product.id, true);
      expect(await testLivenessOff(ctx, alice.product.id)).toBe(true);
      expect(await testLivenessOff(ctx, mallory.product.id)).toBe(false);
      await updateFaceTestLiveness(h.service, alice.account, alice.product.id, false);
      expect(await testLivenessOff(ctx, alice.product.id)).toBe(false);

      const audit = await listAudit(ctx.db, alice.product.id);
      expect(audit.map((a) => a.detail)).toEqual(
        expect.arrayContaining([
          'facial estimation liveness in test mode: off',
          'facial estimation liveness in test mode: on',
        ]),
      );
    });
  },
);

import type { CliCommand } from './command';
import { UsageError } from './usage-error';
import { webhookTestReport } from './webhook-test-report';

/**
 * `ofage webhooks test --product <id> [--mode test|live]`: a signed test event and a wrongly
 * signed one to the product's endpoint; exit 1 unless the receiver told them apart.
 */
export const webhooksTestCommand: CliCommand = {
  database: true,
  run: async ({ db, handle, config, flags, mode, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const { sendTestWebhook } = await import('../../webhooks/send-test-webhook');
    const { createWebhookDispatcher } = await import('../../webhooks/create-webhook-dispatcher');
    const dispatcher = createWebhookDispatcher({
      db,
      dialect: handle.dialect,
      allowLoopback: config.allowLoopbackWebhooks,
    });
    try {
      const outcome = await sendTestWebhook({
        db,
        productId,
        mode,
        now: Date.now(),
        dispatcher,
        ...(flags.endpoint ? { endpointId: flags.endpoint } : {}),
      });
      if (!outcome.ok) throw new UsageError(outcome.message);
      await audit(productId, {
        action: 'webhook.test_sent',
        detail: `${mode}: valid → ${outcome.valid.statusCode ?? outcome.valid.error}, invalid → ${outcome.invalid.statusCode ?? outcome.invalid.error}`,
      });
      const report = webhookTestReport(outcome);
      print(report.text, { ...outcome, verdict: report.verdict });
      return report.verdict === 'ok' ? 0 : 1;
    } finally {
      await dispatcher.stop();
    }
  },
};

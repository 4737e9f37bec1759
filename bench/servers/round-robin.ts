/**
 * The round-robin proxy of test/support/round-robin.ts in a process of its own, so the load
 * generator and the proxy do not share one event loop. Upstreams: `OFAGE_RR_UPSTREAMS`
 * (comma-separated URLs). Prints `{url}`; on SIGTERM, prints `{counts, retried, failed}` and exits.
 */
import { startRoundRobin } from '../../test/support/round-robin';

const upstreams = (process.env.OFAGE_RR_UPSTREAMS ?? '').split(',').filter(Boolean);
const proxy = await startRoundRobin(upstreams);
process.stdout.write(`${JSON.stringify({ url: proxy.url })}\n`);
process.once('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ counts: proxy.counts, ...proxy.stats })}\n`);
  void proxy.close().finally(() => process.exit(0));
});

/**
 * The round-robin proxy of test/support/round-robin.ts in a process of its own, so the load
 * generator and the proxy do not share one event loop. Upstreams: `OFAGE_RR_UPSTREAMS`
 * (comma-separated URLs). Prints `{url}`.
 */
import { startRoundRobin } from '../../test/support/round-robin';

const upstreams = (process.env.OFAGE_RR_UPSTREAMS ?? '').split(',').filter(Boolean);
const proxy = await startRoundRobin(upstreams);
process.stdout.write(`${JSON.stringify({ url: proxy.url })}\n`);
process.once('SIGTERM', () => {
  void proxy.close().finally(() => process.exit(0));
});

/**
 * One service instance with its pages (widget, result page, console), in a process of its own,
 * started by `runService` exactly as `ofage serve` starts it, for the several-instances browser
 * test (`startServiceInstances(n, env, {script})`). Settings come from the environment
 * (`DATABASE_URL`, `OFAGE_DATA_DIR`, `PORT`, `OFAGE_PUBLIC_URL`, …). Prints one JSON line
 * `{url, pid}` once it is ready; SIGTERM stops it gracefully.
 */
import { loadConfig } from '../../../src/service/config/load-config';
import { runService } from '../../../src/service/server/run-service';

const config = loadConfig({ ...process.env, HOST: '127.0.0.1' });
const running = await runService(config, { pages: { dev: false }, detached: true });
await running.ready;
process.stdout.write(`${JSON.stringify({ url: running.server.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void running.stop().finally(() => process.exit(0));
});

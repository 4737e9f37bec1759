import { loadConfig } from '../../../src/service/config/load-config';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import type { ProvisionedDatabase } from '../../support/databases';
import { freePort } from '../../support/free-port';

/**
 * The service the built apps talk to, on `db`: on 127.0.0.1, letting test webhooks reach this
 * machine, as `npm start` does. (The shops themselves are on localhost: Next 15.5 rewrites a
 * loopback IP in request URLs to `localhost`, so its proxy would redirect a visitor of 127.0.0.1
 * to localhost.)
 */
export async function startAppService(
  db: ProvisionedDatabase,
): Promise<{ running: RunningService; serviceUrl: string }> {
  const servicePort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const running = await runService(
    loadConfig({
      OFAGE_DATA_DIR: db.dataDir,
      OFAGE_LOG_LEVEL: 'silent',
      PORT: String(servicePort),
      HOST: '127.0.0.1',
      OFAGE_PUBLIC_URL: serviceUrl,
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
    }),
    { pages: { dev: false }, detached: true },
  );
  return { running, serviceUrl };
}

import { loadConfig } from '../../../../src/service/config/load-config';
import type { Dialect } from '../../../../src/service/db/create-database';
import { createLogger } from '../../../../src/service/logger';
import { checkClientInput } from '../../../../src/service/oidc/clients/client-input';
import { createOidcClient } from '../../../../src/service/oidc/clients/oidc-clients';
import { createProduct, type Product } from '../../../../src/service/products/products';
import { startServer, type RunningServer } from '../../../../src/service/server/start-server';
import { createService, type Service } from '../../../../src/service/service';
import { provisionDatabase } from '../../../support/databases';
import { freePort } from '../../../support/free-port';

export interface OidcEnvironment {
  /** `http://localhost:<port>`: WebAuthn needs a host name, not an address. */
  serviceUrl: string;
  useIssuer: string;
  createIssuer: string;
  service: Service;
  product: Product;
  /** Registers a client of the product; `secret` only with mayCreate. */
  client(options: {
    redirectUris: string[];
    mayCreate?: boolean;
    thresholds?: number[];
    mode?: 'test' | 'live';
  }): Promise<{ clientId: string; secret: string | undefined }>;
  close(): Promise<void>;
}

/** The service on loopback (API only: the issuers need no Next.js pages), on a fresh database. */
export async function startOidcEnvironment(
  dialect: Dialect = 'sqlite',
  options: {
    now?: () => number;
    /** More settings (`OFAGE_OIDC_RATE_LIMIT_PER_SECOND`, `OFAGE_TRUST_PROXY`, …). */
    env?: Record<string, string>;
  } = {},
): Promise<OidcEnvironment> {
  const db = await provisionDatabase(dialect);
  const port = await freePort();
  const serviceUrl = `http://localhost:${port}`;
  const config = loadConfig({
    OFAGE_DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    OFAGE_LOG_LEVEL: 'silent',
    OFAGE_METHOD_WORKERS: '0',
    OFAGE_PUBLIC_URL: serviceUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Every request of a test comes from one loopback address: the issuers' limit per address
    // (5/s, tested in issuer-limits) would answer 429 to a flow that ran quicker than that.
    OFAGE_OIDC_RATE_LIMIT_PER_SECOND: '100000',
    ...options.env,
  });
  const service = await createService({
    config,
    logger: createLogger('silent'),
    ...(options.now ? { now: options.now } : {}),
  });
  const running: RunningServer = await startServer(service, { port, host: '127.0.0.1' });
  const product = await createProduct(service.ctx.db, { name: 'Any App' }, service.ctx.now());
  return {
    serviceUrl,
    useIssuer: `${serviceUrl}/api/v1/oidc/use`,
    createIssuer: `${serviceUrl}/api/v1/oidc/create`,
    service,
    product,
    client: async (o) => {
      const input = checkClientInput({
        mode: o.mode ?? 'test',
        name: 'Sample RP',
        redirectUris: o.redirectUris,
        thresholds: o.thresholds ?? [13, 16, 18, 21],
        mayCreate: o.mayCreate,
      });
      const created = await createOidcClient(service.ctx.db, product.id, input, service.ctx.now());
      return { clientId: created.info.clientId, secret: created.secret };
    },
    close: async () => {
      await running.close();
      await service.close();
      await db.dispose();
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceConfig } from '../../../../src/service/config/load-config';
import { createDatabase, type DatabaseHandle } from '../../../../src/service/db/create-database';
import { migrateToLatest } from '../../../../src/service/db/migrate';
import {
  createTestIssuer,
  testIssuer,
  testTrust,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestSdJwtVc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import { readSdJwtVc } from '../../../../src/service/methods/digital-wallet/read-sd-jwt-vc';
import {
  provisionDatabase,
  testDialects,
  type ProvisionedDatabase,
} from '../../../support/databases';

/**
 * Instances on one database, each with a data directory of its own (containers): one test
 * issuer for all, so a credential the test wallet signed on one verifies on another.
 */
describe.each(testDialects())(
  'the wallet test issuer on several instances on $dialect',
  ({ dialect }) => {
    let database: ProvisionedDatabase;
    const handles: DatabaseHandle[] = [];
    const dirs: string[] = [];
    beforeAll(async () => {
      database = await provisionDatabase(dialect);
    });
    afterAll(async () => {
      for (const h of handles) await h.close();
      await database?.dispose();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** An instance: its own connection and data directory (SQLite keeps its file in the first). */
    const instance = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-issuer-'));
      dirs.push(dataDir);
      const handle = createDatabase({
        dataDir: database.dataDir,
        ...(database.databaseUrl ? { databaseUrl: database.databaseUrl, poolSize: 2 } : {}),
      });
      handles.push(handle);
      await migrateToLatest(handle);
      return { db: handle.db, config: { dataDir } as ServiceConfig, now: Date.now };
    };

    it('a credential the test wallet signed on one instance verifies with the trust of another', async () => {
      const a = await instance();
      const b = await instance();
      const [onA, onB] = await Promise.all([testIssuer(a), testIssuer(b)]);
      expect(Buffer.from(onB.root)).toEqual(Buffer.from(onA.root));
      const wallet = await createTestWallet(onA, { ageOver: { 18: true } });
      const presented = await presentTestSdJwtVc(wallet, {
        threshold: 18,
        nonce: 'n-1',
        audience: 'redirect_uri:https://verifier.example/response',
      });
      const reading = await readSdJwtVc(presented, {
        trust: testTrust(onB),
        nonce: 'n-1',
        audience: 'redirect_uri:https://verifier.example/response',
        now: Date.now(),
      });
      expect(reading.ageOver).toEqual(new Map([[18, true]]));
    });
  },
);

describe('a deployment that kept its test issuer in the data directory', () => {
  it('keeps that issuer: the first instance stores it for all', async () => {
    const database = await provisionDatabase('sqlite');
    const handle: DatabaseHandle = createDatabase({ dataDir: database.dataDir });
    try {
      await migrateToLatest(handle);
      const former = await createTestIssuer(Date.now());
      fs.writeFileSync(
        path.join(database.dataDir, 'wallet-test-issuer.json'),
        JSON.stringify({
          root: Buffer.from(former.root).toString('base64'),
          signer: Buffer.from(former.signer).toString('base64'),
          signerKey: former.signerKey,
        }),
      );
      const ctx = {
        db: handle.db,
        config: { dataDir: database.dataDir } as ServiceConfig,
        now: Date.now,
      };
      const issuer = await testIssuer(ctx);
      expect(Buffer.from(issuer.root)).toEqual(Buffer.from(former.root));
      expect(issuer.signerKey).toEqual(former.signerKey);
    } finally {
      await handle.close();
      await database.dispose();
    }
  });
});

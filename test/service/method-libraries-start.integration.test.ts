import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/service/config/load-config';
import { createLogger } from '../../src/service/logger';
import { createService, type Service } from '../../src/service/service';
import { provisionDatabase, type ProvisionedDatabase } from '../support/databases';

const VISION = new Set([
  '@vladmandic/human',
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  'tesseract.js',
  'tesseract.js-core',
  '@tesseract.js-data/eng',
  'zxing-wasm',
  'sharp',
]);

/**
 * A deployment that offers wallets, cards, banks and age keys installs none of the vision stack:
 * the service starts, says in one line per method what is off and what to install, and starts
 * no worker thread for it. The packages are "missing" through the resolver seam, not removed.
 */
describe('starting without a method’s libraries', () => {
  let db: ProvisionedDatabase | undefined;
  let service: Service | undefined;
  afterEach(async () => {
    await service?.close();
    await db?.dispose();
  });

  const start = async (isInstalled: (name: string) => boolean, workers: string) => {
    db = await provisionDatabase('sqlite');
    const lines: { msg: string; method?: string; install?: string }[] = [];
    const logger = createLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]),
    });
    const config = loadConfig({ OFAGE_DATA_DIR: db.dataDir, OFAGE_METHOD_WORKERS: workers });
    service = await createService({ config, logger, isInstalled });
    return lines;
  };

  it('reports each method off with the packages to install, and loads none of them', async () => {
    // Threads allowed: only the missing libraries keep the pool from starting.
    const lines = await start((name) => !VISION.has(name), '2');
    const off = lines.filter((l) => / is off: install /.test(l.msg));
    expect(off.map((l) => l.method)).toEqual(['facial-age-estimation', 'id-document']);
    expect(off[0]!.msg).toMatch(
      /^facial age estimation is off: install @vladmandic\/human@\S+ .*sharp@\S+ to offer it$/,
    );
    expect(off[1]!.msg).toMatch(/^ID document verification is off: install tesseract\.js@\S+ /);
    expect(off[1]!.install).toMatch(/^npm install /);
    expect(service!.ctx.workers).toBeUndefined();
    expect(lines.find((l) => l.msg.startsWith('methods ready'))).toBeDefined();
  });

  it('says nothing is off when every library is installed', async () => {
    const lines = await start(() => true, '0');
    expect(lines.filter((l) => / is off: install /.test(l.msg))).toEqual([]);
  });
});

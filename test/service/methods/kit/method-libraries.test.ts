import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  installedPackages,
  missingLibraries,
  peerRanges,
} from '../../../../src/service/methods/kit/method-libraries';
import { taskModule } from '../../../../src/service/methods/kit/task-module';
import {
  methodsMissingLibraries,
  methodWorkerModules,
} from '../../../../src/service/methods/registry';

const VISION = [
  '@vladmandic/human',
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  'tesseract.js',
  'tesseract.js-core',
  '@tesseract.js-data/eng',
  'zxing-wasm',
  'sharp',
];
/** A deployment that installed wallets, cards, banks and age keys only. */
const noVision = (name: string): boolean => !VISION.includes(name);

describe('methods whose libraries are not installed', () => {
  it('are each reported off with what to install, versions from the package', () => {
    const ranges = peerRanges();
    const off = methodsMissingLibraries(noVision, ranges);
    expect(off.map((o) => o.method)).toEqual(['facial-age-estimation', 'id-document']);
    expect(off[0]!.message).toBe(
      `facial age estimation is off: install @vladmandic/human@${ranges['@vladmandic/human']} ` +
        `@tensorflow/tfjs-core@4.22.0 @tensorflow/tfjs-converter@4.22.0 ` +
        `@tensorflow/tfjs-backend-wasm@4.22.0 sharp@${ranges.sharp} to offer it`,
    );
    expect(off[1]!.message).toMatch(/^ID document verification is off: install tesseract\.js@/);
    expect(off[1]!.install).toMatch(/^npm install tesseract\.js@\S+ tesseract\.js-core@7\.0\.0 /);
  });

  it('names only the packages that are missing', () => {
    const off = methodsMissingLibraries((name) => name !== 'sharp');
    expect(off.map((o) => [o.method, o.missing])).toEqual([
      ['facial-age-estimation', ['sharp']],
      ['id-document', ['sharp']],
    ]);
    expect(off[0]!.message).toBe('facial age estimation is off: install sharp to offer it');
  });

  it('get no worker modules, so no thread tries to load them', () => {
    expect(methodWorkerModules(() => true)).toHaveLength(2);
    expect(methodWorkerModules(noVision)).toEqual([]);
    expect(methodWorkerModules((name) => name !== 'zxing-wasm')).toEqual([
      expect.stringMatching(/face-tasks\.ts$/),
    ]);
  });

  it('are none when everything is installed', () => {
    expect(methodsMissingLibraries(() => true)).toEqual([]);
    expect(
      missingLibraries({ purpose: 'x', packages: ['a'] }, () => true, { a: '^1' }),
    ).toBeUndefined();
  });
});

describe('installedPackages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-libs-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds a package in node_modules here or above, as Node would, without loading it', () => {
    const pkg = path.join(dir, 'node_modules', '@scope', 'lib');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), '{"name":"@scope/lib","main":"nope.js"}');
    const deep = path.join(dir, 'app', 'node_modules', '@ofage', 'service', 'dist');
    fs.mkdirSync(deep, { recursive: true });
    const isInstalled = installedPackages(deep);
    expect(isInstalled('@scope/lib')).toBe(true);
    expect(isInstalled('sharp-not-here')).toBe(false);
  });
});

describe('taskModule', () => {
  it('keeps the caller’s extension: TypeScript from source, JavaScript compiled', () => {
    expect(taskModule('file:///s/src/service/methods/face/definition.ts', 'face-tasks')).toBe(
      'file:///s/src/service/methods/face/face-tasks.ts',
    );
    expect(taskModule('file:///p/dist/service/methods/face/definition.js', 'face-tasks')).toBe(
      'file:///p/dist/service/methods/face/face-tasks.js',
    );
  });
});

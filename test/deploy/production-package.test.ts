import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHOD_LIBRARIES, productionPackage } from '../../deploy/image/production-package.mjs';
import { facialAgeEstimationMethod } from '../../src/service/methods/facial-age-estimation/definition';
import { idDocumentMethod } from '../../src/service/methods/id-document/definition';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const pkg = read('package.json');
const lock = read('package-lock.json');

describe('the image’s production install (deploy/image/production-package.mjs)', () => {
  it('names the libraries each method’s definition lists', () => {
    expect(METHOD_LIBRARIES).toEqual({
      [facialAgeEstimationMethod.id]: facialAgeEstimationMethod.libraries!.packages,
      [idDocumentMethod.id]: idDocumentMethod.libraries!.packages,
    });
  });

  it('installs the service’s dependencies only, without development tools or the workspace', () => {
    const production = productionPackage(pkg, lock, []);
    expect(production.dependencies).toEqual(pkg.dependencies);
    expect(production).not.toHaveProperty('devDependencies');
    expect(production).not.toHaveProperty('workspaces');
    expect(production.name).toBe('@ofage/service');
  });

  it('adds the chosen methods’ libraries at the versions the lock file pins', () => {
    const production = productionPackage(pkg, lock, ['id-document']);
    for (const name of idDocumentMethod.libraries!.packages) {
      expect(production.dependencies[name], name).toBe(
        lock.packages[`node_modules/${name}`].version,
      );
    }
    expect(production.dependencies).not.toHaveProperty('@vladmandic/human');
    const all = productionPackage(pkg, lock, ['all']);
    expect(all.dependencies).toHaveProperty('@vladmandic/human');
    expect(all.dependencies).toHaveProperty('tesseract.js');
  });

  it('refuses a method it does not know, naming the ones it does', () => {
    expect(() => productionPackage(pkg, lock, ['face'])).toThrow(
      /unknown method "face".*facial-age-estimation, id-document or all/,
    );
  });
});

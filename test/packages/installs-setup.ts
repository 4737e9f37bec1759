import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSTALLS_DIR_VARIABLE } from './new-app/installs';

/**
 * Global setup of the packages project: a folder for this run's installs (see `installOnce`),
 * empty at the start of each run, so that every package.json is installed for real once per
 * run, and removed after it.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-installs-'));
  process.env[INSTALLS_DIR_VARIABLE] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

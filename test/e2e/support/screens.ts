import fs from 'node:fs';
import path from 'node:path';

/**
 * Where browser specs save the screenshots a person looks at (never compared by the tests):
 * `test-results/screens` in the repository (ignored by git), or OFAGE_SCREENS_DIR.
 */
export const SCREENS =
  process.env.OFAGE_SCREENS_DIR ??
  path.resolve(import.meta.dirname, '../../../test-results/screens');
fs.mkdirSync(SCREENS, { recursive: true });

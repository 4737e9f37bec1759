import path from 'node:path';
import { linkExternals } from '../../server/prebuilt-externals';
import type { CliCommand } from './command';

/** The service package's own directory: its prebuilt pages are in `.next/` there. */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '../../../..');

/**
 * `ofage pages link`: links the prebuilt pages to the packages installed beside them, which
 * `ofage serve` otherwise does on its first start. Run by whoever installed the service where the
 * service itself may not write to its own folder: a container image built as root and run as
 * another user on a read-only root, a systemd unit with `ProtectSystem=strict`.
 */
export const pagesLinkCommand: CliCommand = {
  database: false,
  run: async ({ print }) => {
    const linked = linkExternals(PACKAGE_DIR);
    print(
      linked.length
        ? `linked ${linked.length} packages into ${path.join(PACKAGE_DIR, '.next', 'node_modules')}`
        : 'the pages are linked already',
      { linked },
    );
    return 0;
  },
};

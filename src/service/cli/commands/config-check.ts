import { describeConfig, formatConfigReport } from '../../config/describe-config';
import type { CliCommand } from './command';

/**
 * `ofage config check`: the effective settings, secrets masked, and every problem; exit 1 if
 * any. What `serve` would run with: the environment only (and --port), like `serve`.
 */
export const configCheckCommand: CliCommand = {
  database: false,
  run: async ({ io, flags, print }) => {
    const report = describeConfig(flags.port ? { ...io.env, PORT: flags.port } : io.env);
    print(formatConfigReport(report), report);
    return report.problems.length === 0 ? 0 : 1;
  },
};

/** How the service writes its logs: one JSON object per line, or lines for a person to read. */
export type LogFormat = 'json' | 'pretty';

/**
 * The format in effect: `OFAGE_LOG_FORMAT` when set; otherwise `pretty` when standard output is
 * a terminal (someone is reading it) and `json` when it is not (a container's log collector, a
 * file, a pipe), so that collectors never receive a line they cannot parse.
 *
 * @example `src/service/service.ts`
 * ```ts
 * const format = resolveLogFormat(config.logFormat, process.stdout.isTTY === true);
 * ```
 */
export function resolveLogFormat(setting: LogFormat | undefined, isTTY: boolean): LogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

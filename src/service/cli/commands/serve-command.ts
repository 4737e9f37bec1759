import { loadConfig } from '../../config/load-config';
import type { CliCommand } from './command';

/**
 * `ofage serve [--port <port>]`: --port is PORT, so the public URL derived from it follows too.
 * The server is imported only here, so the other commands never load it.
 */
export const serveCommand: CliCommand = {
  database: false,
  run: async ({ io, flags }) => {
    const config = loadConfig(flags.port ? { ...io.env, PORT: flags.port } : io.env);
    const { serve } = await import('./serve');
    await serve(config, { ...io, json: flags.json });
    return 0;
  },
};

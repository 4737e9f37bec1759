import net from 'node:net';

/**
 * A port free on loopback right now. Nothing holds it afterwards, so bind it soon; a server that
 * can listen on port 0 and report its port needs none of this.
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

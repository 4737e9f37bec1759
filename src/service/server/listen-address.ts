/** Where the service listens, as `ofage serve` and the start-up log say it. */
export interface ListenAddress {
  /** `host:port` as bound, e.g. `0.0.0.0:3000` or `[::1]:3000`. */
  address: string;
  /**
   * `every-interface`: `0.0.0.0` or `::`, reachable from other machines wherever the network
   * lets them; `this-machine`: loopback only; `one-interface`: the interface with that address.
   */
  reach: 'every-interface' | 'this-machine' | 'one-interface';
  /** One sentence for the operator: what the address means, and how to change it. */
  note: string;
}

/**
 * What `HOST` and the bound port mean for who can connect. `HOST` defaults to `0.0.0.0` (every
 * network interface, as a container needs), which is easy to miss on a laptop or a server with a
 * public address, so it is said out loud with the setting that keeps the service local.
 */
export function describeListenAddress(host: string, port: number): ListenAddress {
  const bare = host.replace(/^\[|\]$/g, '');
  const address = `${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
  if (bare === '' || bare === '0.0.0.0' || bare === '::') {
    return {
      address,
      reach: 'every-interface',
      note: `${bare || '0.0.0.0'} is every network interface: other machines can connect to port ${port} (set HOST=127.0.0.1 to keep it to this machine)`,
    };
  }
  if (bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)) {
    return { address, reach: 'this-machine', note: `this machine only (HOST=${host})` };
  }
  return {
    address,
    reach: 'one-interface',
    note: `the network interface with address ${bare} only (HOST=${host})`,
  };
}

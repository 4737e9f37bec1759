import { describe, expect, it } from 'vitest';
import { describeListenAddress } from '../../../src/service/server/listen-address';

describe('where the service listens, in words', () => {
  it('0.0.0.0 and :: are every network interface, with the setting that keeps it local', () => {
    for (const host of ['0.0.0.0', '::', '']) {
      const said = describeListenAddress(host, 3000);
      expect(said.reach, host).toBe('every-interface');
      expect(said.note, host).toMatch(
        /is every network interface: other machines can connect to port 3000 \(set HOST=127\.0\.0\.1 to keep it to this machine\)$/,
      );
    }
    expect(describeListenAddress('0.0.0.0', 3000).address).toBe('0.0.0.0:3000');
    expect(describeListenAddress('::', 3000).address).toBe('[::]:3000');
  });

  it('loopback is this machine only; another address is that interface only', () => {
    expect(describeListenAddress('127.0.0.1', 8080)).toEqual({
      address: '127.0.0.1:8080',
      reach: 'this-machine',
      note: 'this machine only (HOST=127.0.0.1)',
    });
    expect(describeListenAddress('localhost', 3000).reach).toBe('this-machine');
    expect(describeListenAddress('::1', 3000)).toMatchObject({
      address: '[::1]:3000',
      reach: 'this-machine',
    });
    expect(describeListenAddress('10.0.0.7', 3000)).toEqual({
      address: '10.0.0.7:3000',
      reach: 'one-interface',
      note: 'the network interface with address 10.0.0.7 only (HOST=10.0.0.7)',
    });
  });
});

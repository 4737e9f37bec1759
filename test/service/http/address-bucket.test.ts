import { describe, expect, it } from 'vitest';
import { addressBucket } from '../../../src/service/http/address-bucket';

describe('addressBucket', () => {
  it('is an IPv4 address itself, and the /64 of an IPv6 one however it is written', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('unknown')).toBe('unknown');
    const net = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:9',
      '2001:db8:1:2:0:0:1.2.3.4',
    ]) {
      expect([address, addressBucket(address)]).toEqual([address, net]);
    }
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(net);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });
});

import { describe, expect, it } from 'vitest';
import { clientGroup, clientHash } from './client-address';

describe('the client address group limits count by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('groups %s as %s', (ip, group) => {
    expect(clientGroup(ip)).toBe(group);
  });

  it('hashes the group, so two hosts of one /64 share a hash and the address is not in it', () => {
    expect(clientHash('2001:db8:1:2::1')).toBe(clientHash('2001:db8:1:2::abcd'));
    expect(clientHash('2001:db8:1:2::1')).not.toBe(clientHash('2001:db8:1:3::1'));
    expect(clientHash('203.0.113.7')).not.toContain('203');
  });
});

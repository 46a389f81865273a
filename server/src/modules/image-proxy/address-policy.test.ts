import { describe, expect, it } from 'vitest';
import { isPrivateAddress, parseV6 } from './address-policy';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['10.0.0.1', '10/8'],
    ['172.16.0.1', '172.16/12 start'],
    ['172.31.255.255', '172.16/12 end'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.100.100.200', 'Alibaba metadata (CGNAT)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local fd'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'IPv4-mapped 192.168.1.1, long form'],
    ['[::ffff:127.0.0.1]', 'bracketed'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'documentation'],
    ['localhost', 'not an address'],
    ['', 'empty'],
    ['1.2.3', 'malformed'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '203.0.114.1', '2400:3200::1', '2606:4700:4700::1111'])('allows the public address %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it('parses IPv6 forms to the same bytes', () => {
    expect(parseV6('::ffff:127.0.0.1')).toEqual(parseV6('0:0:0:0:0:ffff:7f00:0001'));
    expect(parseV6('1::2::3')).toBeUndefined();
    expect(parseV6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest'
import { inRange, parseIp, parseIpRange } from './ip-ranges'

const range = (text: string) => parseIpRange(text)!
const ip = (text: string) => parseIp(text)!

describe('IP addresses and ranges', () => {
  it('read IPv4, IPv6 (compressed, bracketed, with an IPv4 tail) and IPv4 written the IPv6 way', () => {
    expect(parseIp('203.0.113.7')).toEqual({ family: 4, value: 0xcb007107n })
    expect(parseIp('::ffff:203.0.113.7')).toEqual({ family: 4, value: 0xcb007107n })
    expect(parseIp('::ffff:cb00:7107')).toEqual({ family: 4, value: 0xcb007107n })
    expect(parseIp('[2001:db8::1]')).toEqual({ family: 6, value: (0x20010db8n << 96n) | 1n })
    expect(parseIp('::1')).toEqual({ family: 6, value: 1n })
    expect(parseIp('1:2:3:4:5:6:7:8')?.value).toBe(0x00010002000300040005000600070008n)
    expect(parseIp('64:ff9b::192.0.2.33')?.value).toBe((0x0064ff9bn << 96n) | 0xc0000221n)
  })

  it('drop a zone, and refuse a text longer than any address before reading it', () => {
    expect(parseIp('fe80::1%eth0')).toEqual({ family: 6, value: (0xfe80n << 112n) | 1n })
    expect(parseIp(`::1${'%'.repeat(50)}`)).toEqual({ family: 6, value: 1n })
    expect(parseIp(`::1${'%'.repeat(200)}`)).toBeNull()
    expect(parseIp(`${' '.repeat(200)}::1`)).toBeNull()
  })

  it('refuse what is not an address', () => {
    for (const text of ['', 'unknown', '256.1.1.1', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'fe80::1/64', '1.2.3.4.5', ':::']) {
      expect(parseIp(text), text).toBeNull()
    }
  })

  it('match an address against a CIDR range or a single address, each family on its own', () => {
    expect(inRange(ip('10.1.2.3'), range('10.0.0.0/8'))).toBe(true)
    expect(inRange(ip('11.0.0.1'), range('10.0.0.0/8'))).toBe(false)
    expect(inRange(ip('::ffff:10.1.2.3'), range('10.0.0.0/8'))).toBe(true)
    expect(inRange(ip('2001:db8:1::5'), range('2001:db8::/32'))).toBe(true)
    expect(inRange(ip('2001:db9::5'), range('2001:db8::/32'))).toBe(false)
    expect(inRange(ip('127.0.0.1'), range('127.0.0.1'))).toBe(true)
    expect(inRange(ip('127.0.0.2'), range('127.0.0.1'))).toBe(false)
    expect(inRange(ip('10.0.0.1'), range('0.0.0.0/0'))).toBe(true)
    expect(inRange(ip('::1'), range('0.0.0.0/0'))).toBe(false)
  })

  it('refuse a malformed range', () => {
    for (const text of ['10.0.0.0/33', '10.0.0.0/8/8', 'example.org/8', '::/129', '10.0.0.0/x']) expect(parseIpRange(text), text).toBeNull()
  })
})

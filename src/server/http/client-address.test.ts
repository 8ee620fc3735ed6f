import { describe, expect, it } from 'vitest'
import { clientAddress, NO_PROXY_TRUST, type ProxyTrust } from './client-address'
import { parseIpRange } from './ip-ranges'

const ranges = (...texts: string[]): ProxyTrust => ({ kind: 'ranges', ranges: texts.map((text) => parseIpRange(text)!) })
const hops = (count: number): ProxyTrust => ({ kind: 'hops', hops: count })
const from = (peer: string | undefined, forwardedFor: string | null, trust: ProxyTrust, extra: Record<string, string> = {}) =>
  clientAddress({ peer, headers: new Headers({ ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }), ...extra }), trust, onWorkers: false })

describe('the client address a limit counts', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(from('198.51.100.4', '203.0.113.9', NO_PROXY_TRUST)).toBe('198.51.100.4')
    expect(from('::ffff:198.51.100.4', null, NO_PROXY_TRUST)).toBe('198.51.100.4')
    expect(from(undefined, '203.0.113.9', NO_PROXY_TRUST)).toBe('unknown')
  })

  it('behind one trusted hop, is the address the proxy appended, not a first entry the client wrote', () => {
    for (let forged = 0; forged < 20; forged++) expect(from('10.0.0.2', `192.0.2.${forged}, 203.0.113.7`, hops(1))).toBe('203.0.113.7')
    expect(from('10.0.0.2', '203.0.113.7', hops(1))).toBe('203.0.113.7')
    // No header: the request did not come through the proxy; the peer is the client.
    expect(from('198.51.100.4', null, hops(1))).toBe('198.51.100.4')
  })

  it('behind two trusted hops, is the second entry from the right', () => {
    expect(from('10.0.0.2', '192.0.2.1, 203.0.113.7, 10.0.0.9', hops(2))).toBe('203.0.113.7')
  })

  it('with trusted ranges, is the first untrusted address walking left from the peer', () => {
    const trust = ranges('10.0.0.0/8', '2001:db8::/32')
    expect(from('10.0.0.2', '192.0.2.1, 203.0.113.7, 10.1.1.1', trust)).toBe('203.0.113.7')
    expect(from('2001:db8::5', '192.0.2.1, 203.0.113.7', trust)).toBe('203.0.113.7')
    // A peer outside the ranges is the client itself: its header is its own word.
    expect(from('198.51.100.4', '203.0.113.7', trust)).toBe('198.51.100.4')
    // Every hop trusted: the furthest one known.
    expect(from('10.0.0.2', '10.0.0.3', trust)).toBe('10.0.0.3')
    expect(from('10.0.0.2', 'not-an-address, 10.0.0.3', trust)).toBe('not-an-address')
  })

  it('counts an IPv6 visitor by their /64, and bounds what is not an address', () => {
    expect(from('2001:db8:1:2:aaaa::1', null, NO_PROXY_TRUST)).toBe(from('2001:db8:1:2:bbbb::9', null, NO_PROXY_TRUST))
    expect(from('2001:db8:1:2::1', null, NO_PROXY_TRUST)).not.toBe(from('2001:db8:1:3::1', null, NO_PROXY_TRUST))
    expect(from('10.0.0.2', `${'x'.repeat(500)}`, hops(1))).toHaveLength(64)
  })

  it('on Workers is the platform’s CF-Connecting-IP, never X-Forwarded-For', () => {
    const headers = new Headers({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '192.0.2.1' })
    expect(clientAddress({ peer: undefined, headers, trust: hops(1), onWorkers: true })).toBe('203.0.113.7')
    expect(clientAddress({ peer: undefined, headers: new Headers(), trust: NO_PROXY_TRUST, onWorkers: true })).toBe('unknown')
  })
})

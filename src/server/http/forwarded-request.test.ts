import { describe, expect, it } from 'vitest'
import { NO_PROXY_TRUST, type ProxyTrust } from './client-address'
import { parseIpRange } from './ip-ranges'
import { requestedHost, requestedScheme, requestPeer } from './forwarded-request'

/** A request as the Node server hands it over: the socket's peer on `ip`. */
function arriving(url: string, headers: Record<string, string>, peer: string): Request {
  const request = new Request(url, { headers })
  Object.defineProperty(request, 'ip', { value: peer })
  return request
}
const ranges = (...texts: string[]): ProxyTrust => ({ kind: 'ranges', ranges: texts.map((text) => parseIpRange(text)!) })
const hops = (count: number): ProxyTrust => ({ kind: 'hops', hops: count })

describe('the scheme and host a visitor asked for', () => {
  it('are the request’s own without a trusted proxy, whatever the forwarded headers say', () => {
    const request = arriving('http://127.0.0.1:3000/a', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }, '198.51.100.4')
    expect(requestedScheme(request, NO_PROXY_TRUST)).toBe('http')
    expect(requestedHost(request, NO_PROXY_TRUST)).toBe('127.0.0.1:3000')
  })

  it('behind N trusted hops, are the entries the N-th proxy appended, found from the right like X-Forwarded-For', () => {
    const headers = { 'x-forwarded-for': '192.0.2.1, 203.0.113.7, 10.0.0.9', 'x-forwarded-proto': 'https, http, https', 'x-forwarded-host': 'evil.example, vote.example, inner.internal' }
    const request = arriving('http://10.0.0.5/', headers, '10.0.0.2')
    expect(requestedScheme(request, hops(2))).toBe('http')
    expect(requestedHost(request, hops(2))).toBe('vote.example')
    expect(requestedHost(request, hops(1))).toBe('inner.internal')
  })

  it('with trusted ranges, are read only from a trusted peer, at the first untrusted hop', () => {
    const trust = ranges('10.0.0.0/8')
    const headers = { 'x-forwarded-for': '192.0.2.1, 203.0.113.7, 10.1.1.1', 'x-forwarded-proto': 'https, http, https', 'x-forwarded-host': 'evil.example, vote.example, inner.internal' }
    expect(requestedHost(arriving('http://10.0.0.5/', headers, '10.0.0.2'), trust)).toBe('vote.example')
    expect(requestedScheme(arriving('http://10.0.0.5/', headers, '10.0.0.2'), trust)).toBe('http')
    // A peer outside the ranges is the client itself: its headers are its own word.
    expect(requestedHost(arriving('http://10.0.0.5/', headers, '198.51.100.4'), trust)).toBe('10.0.0.5')
  })

  it('ignore a forwarded host that is not a plain host name, and a scheme that is neither http nor https', () => {
    const request = arriving('http://10.0.0.5/', { 'x-forwarded-host': 'evil.example/@x', 'x-forwarded-proto': 'gopher' }, '10.0.0.2')
    expect(requestedHost(request, hops(1))).toBe('10.0.0.5')
    expect(requestedScheme(request, hops(1))).toBe('http')
  })

  it('take the peer from the request the server handed over', () => {
    expect(requestPeer(arriving('http://10.0.0.5/', {}, '10.0.0.2'))).toBe('10.0.0.2')
    expect(requestPeer(new Request('http://10.0.0.5/'))).toBeUndefined()
  })
})

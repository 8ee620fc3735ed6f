import { describe, expect, it } from 'vitest'
import { NO_PROXY_TRUST, type ProxyTrust } from './client-address'
import { isSiteHost, siteOrigin } from './site-origin'

const ONE_HOP: ProxyTrust = { kind: 'hops', hops: 1 }
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('the site’s origin', () => {
  it('is SITE_URL when set, whatever the request or its forwarded headers say', () => {
    expect(siteOrigin(request('http://10.0.0.5:3000/a', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }), { siteUrl: 'https://vote.example' })).toBe('https://vote.example')
  })

  it('is the request’s own origin on a local run, never a forwarded header', () => {
    expect(siteOrigin(request('http://127.0.0.1:3000/a', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }), { siteUrl: undefined })).toBe('http://127.0.0.1:3000')
  })
})

describe('whether a request is for the site’s host', () => {
  const config = { siteUrl: 'https://vote.example', proxyTrust: ONE_HOP }

  it('is true for SITE_URL’s host, by the Host header or a trusted proxy’s X-Forwarded-Host, with or without the default port', () => {
    expect(isSiteHost(request('http://vote.example/'), config)).toBe(true)
    expect(isSiteHost(request('http://10.0.0.5/', { 'x-forwarded-host': 'vote.example' }), config)).toBe(true)
    expect(isSiteHost(request('http://10.0.0.5/', { 'x-forwarded-host': 'VOTE.example:443' }), config)).toBe(true)
  })

  it('is false for any other host, and for a host the client wrote left of the proxy’s', () => {
    expect(isSiteHost(request('http://evil.example/'), config)).toBe(false)
    expect(isSiteHost(request('http://10.0.0.5/', { 'x-forwarded-host': 'vote.example, evil.example' }), config)).toBe(false)
    expect(isSiteHost(request('http://vote.example/', { 'x-forwarded-host': 'evil.example' }), config)).toBe(false)
    expect(isSiteHost(request('http://vote.example:8080/'), config)).toBe(false)
  })

  it('is true for every host without SITE_URL (a local run), and reads no forwarded host without trust', () => {
    expect(isSiteHost(request('http://anything.example/'), { siteUrl: undefined, proxyTrust: NO_PROXY_TRUST })).toBe(true)
    expect(isSiteHost(request('http://vote.example/', { 'x-forwarded-host': 'evil.example' }), { siteUrl: 'https://vote.example', proxyTrust: NO_PROXY_TRUST })).toBe(true)
  })
})

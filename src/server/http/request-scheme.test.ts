import { describe, expect, it } from 'vitest'
import { NO_PROXY_TRUST, type ProxyTrust } from './client-address'
import { httpsUpgrade, isSecureRequest } from './request-scheme'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => new Request(url, { headers, method })
const ONE_HOP: ProxyTrust = { kind: 'hops', hops: 1 }
const direct = NO_PROXY_TRUST
const proxied = ONE_HOP
const SITE = 'https://vote.example'

describe('isSecureRequest', () => {
  it('trusts the request URL when there is no proxy', () => {
    expect(isSecureRequest(request('https://site.example/'), direct)).toBe(true)
    expect(isSecureRequest(request('http://127.0.0.1:3000/'), direct)).toBe(false)
  })

  it('ignores a forwarded scheme unless the proxy is trusted', () => {
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), direct)).toBe(false)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), proxied)).toBe(true)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http' }), proxied)).toBe(false)
  })

  it('reads the entry the trusted proxy appended, not the one the client wrote first', () => {
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https, http' }), proxied)).toBe(false)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http, https' }), proxied)).toBe(true)
  })
})

describe('httpsUpgrade', () => {
  it('redirects a plain-HTTP visitor behind the proxy to the same path at the site’s origin over HTTPS, permanently and uncached', () => {
    const response = httpsUpgrade(request('http://10.0.0.5:3000/es/voluntariado?zip=78701', { 'x-forwarded-proto': 'http', host: 'vote.example' }), proxied, SITE)
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('https://vote.example/es/voluntariado?zip=78701')
    expect(response?.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps the method of a form post (308)', () => {
    const response = httpsUpgrade(request('http://10.0.0.5/api/x', { 'x-forwarded-proto': 'http', host: '10.0.0.5' }, 'POST'), proxied, SITE)
    expect(response?.status).toBe(308)
    expect(response?.headers.get('location')).toBe('https://vote.example/api/x')
  })

  it('never takes the Location’s host from a header the client can write', () => {
    for (const forged of ['evil.example', 'evil.example, vote.example', 'vote.example, evil.example']) {
      const response = httpsUpgrade(request('http://10.0.0.5/', { 'x-forwarded-proto': 'http', 'x-forwarded-host': forged, host: 'evil.example' }), proxied, SITE)
      expect(response?.headers.get('location')).toBe('https://vote.example/')
    }
    // A path that reads as a host when resolved against the site stays a path.
    expect(httpsUpgrade(request('http://10.0.0.5//evil.example/x', { 'x-forwarded-proto': 'http' }), proxied, SITE)?.headers.get('location')).toBe('https://vote.example//evil.example/x')
  })

  it('leaves HTTPS, untrusted and local requests alone, and a forged first X-Forwarded-Proto entry', () => {
    expect(httpsUpgrade(request('http://10.0.0.5/', { 'x-forwarded-proto': 'https' }), proxied, SITE)).toBeNull()
    expect(httpsUpgrade(request('http://10.0.0.5/', { 'x-forwarded-proto': 'http, https' }), proxied, SITE)).toBeNull()
    expect(httpsUpgrade(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http' }), direct, SITE)).toBeNull()
    expect(httpsUpgrade(request('http://127.0.0.1:3000/'), proxied, SITE)).toBeNull()
    expect(httpsUpgrade(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http' }), proxied, undefined)).toBeNull()
  })
})

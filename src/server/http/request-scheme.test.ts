import { describe, expect, it } from 'vitest'
import { httpsUpgrade, isSecureRequest } from './request-scheme'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => new Request(url, { headers, method })

describe('isSecureRequest', () => {
  it('trusts the request URL when there is no proxy', () => {
    expect(isSecureRequest(request('https://site.example/'), false)).toBe(true)
    expect(isSecureRequest(request('http://127.0.0.1:3000/'), false)).toBe(false)
  })

  it('ignores a forwarded scheme unless the proxy is trusted', () => {
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), false)).toBe(false)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), true)).toBe(true)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https, http' }), true)).toBe(true)
    expect(isSecureRequest(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http' }), true)).toBe(false)
  })
})

describe('httpsUpgrade', () => {
  it('redirects a plain-HTTP visitor behind the proxy to the same URL over HTTPS, permanently', () => {
    const response = httpsUpgrade(request('http://10.0.0.5:3000/es/voluntariado?zip=78701', { 'x-forwarded-proto': 'http', host: 'vote.example' }), true)
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('https://vote.example/es/voluntariado?zip=78701')
  })

  it('keeps the method of a form post (308) and prefers the forwarded host', () => {
    const response = httpsUpgrade(request('http://10.0.0.5/api/x', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.vote.example', host: '10.0.0.5' }, 'POST'), true)
    expect(response?.status).toBe(308)
    expect(response?.headers.get('location')).toBe('https://www.vote.example/api/x')
  })

  it('leaves HTTPS, untrusted and local requests alone', () => {
    expect(httpsUpgrade(request('http://10.0.0.5/', { 'x-forwarded-proto': 'https' }), true)).toBeNull()
    expect(httpsUpgrade(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'http' }), false)).toBeNull()
    expect(httpsUpgrade(request('http://127.0.0.1:3000/'), true)).toBeNull()
  })

  it('never writes a host that is not a plain host name into the Location', () => {
    expect(httpsUpgrade(request('http://10.0.0.5/', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example/@x' }), true)).toBeNull()
  })
})

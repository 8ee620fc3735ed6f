import { describe, expect, it } from 'vitest'
import { pageCacheKey, pageCacheUrl, paramsRead } from './page-cache-key.ts'

const ORIGIN = 'https://site.test'
const shell = paramsRead(['zip', 'experiment-*'])
const search = paramsRead(['zip', 'experiment-*', 'q'])

describe('the page cache key', () => {
  it('keeps only the parameters the render reads: campaign tags, click ids and made-up names are dropped', () => {
    expect(pageCacheUrl('http://10.0.0.5/?utm_source=email&fbclid=abc&t=123&x=1', ORIGIN, shell)).toBe('https://site.test/')
    expect(pageCacheUrl('http://10.0.0.5/search?q=tax&utm_medium=sms&topic=health', ORIGIN, search)).toBe('https://site.test/search?q=tax')
    expect(pageCacheUrl('http://10.0.0.5/?experiment-hero=b&fbclid=1&zip=78701', ORIGIN, shell)).toBe('https://site.test/?experiment-hero=b&zip=78701')
  })

  it('orders the kept parameters by name, keeping one name’s values in order', () => {
    expect(pageCacheUrl('http://10.0.0.5/search?zip=10001&q=b&q=a', ORIGIN, search)).toBe(pageCacheUrl('http://10.0.0.5/search?q=b&zip=10001&q=a', ORIGIN, search))
    expect(pageCacheUrl('http://10.0.0.5/search?q=b&q=a', ORIGIN, search)).toBe('https://site.test/search?q=b&q=a')
  })

  it('matches names as the render reads them, case and all', () => {
    expect(pageCacheUrl('http://10.0.0.5/search?Q=tax&ZIP=10001', ORIGIN, search)).toBe('https://site.test/search')
  })

  it('is written with the given origin, never the request’s host, and without a fragment', () => {
    expect(pageCacheUrl('http://evil.example:8080/es/planes#x', ORIGIN, shell)).toBe('https://site.test/es/planes')
  })

  it('gives 2,000 URLs of one page with junk parameters a single key', () => {
    const keys = new Set(Array.from({ length: 2_000 }, (_, index) => pageCacheUrl(`http://10.0.0.5/es/historia?junk${index}=${index}&utm_source=${index}`, ORIGIN, shell)))
    expect([...keys]).toEqual(['https://site.test/es/historia'])
  })
})

describe('the page cache key and state pages', () => {
  const key = (statePage: Parameters<typeof pageCacheKey>[0]['statePage']) => pageCacheKey({ contentVersion: 'v1', url: `${ORIGIN}/`, assignment: '', statePage, shownState: null })

  it('keeps a state’s page apart from the national copy, and from the base page offered with the way back', () => {
    const keys = [key(null), key({ state: 'ia', shown: true }), key({ state: 'ia', shown: false }), key({ state: 'nh', shown: true })]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the URL as the key’s second line, where reports read it', () => {
    expect(key({ state: 'ia', shown: true }).split('\n')[1]).toBe(`${ORIGIN}/`)
  })
})

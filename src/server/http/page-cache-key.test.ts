import { describe, expect, it } from 'vitest'
import { BUILT_IN_IGNORED_PARAMS, ignoredParams, urlWithoutIgnoredParams } from './page-cache-key.ts'

const builtIn = ignoredParams(BUILT_IN_IGNORED_PARAMS)

describe('the page cache key', () => {
  it('drops campaign tags and click ids, whatever their values', () => {
    expect(urlWithoutIgnoredParams('https://site.test/?utm_source=email&utm_campaign=debate&fbclid=abc', builtIn)).toBe('https://site.test/')
    expect(urlWithoutIgnoredParams('https://site.test/plans?gclid=1&msclkid=2&mc_cid=3&mc_eid=4&refcode=a&refcode2=b&_hsenc=x&igshid=y', builtIn)).toBe('https://site.test/plans')
  })

  it('keeps every other parameter in its order', () => {
    expect(urlWithoutIgnoredParams('https://site.test/search?q=tax&utm_medium=sms&topic=health', builtIn)).toBe('https://site.test/search?q=tax&topic=health')
    expect(urlWithoutIgnoredParams('https://site.test/?experiment-hero=b&fbclid=1', builtIn)).toBe('https://site.test/?experiment-hero=b')
  })

  it('matches names case-insensitively and adds configured names and prefixes to the built-in list', () => {
    const configured = ignoredParams([...BUILT_IN_IGNORED_PARAMS, 'ref_src', 'pk_*'])
    expect(urlWithoutIgnoredParams('https://site.test/?UTM_Source=x&ref_src=tw&pk_campaign=z&zip=12345', configured)).toBe('https://site.test/?zip=12345')
  })

  it('leaves a URL without a query as it is', () => {
    expect(urlWithoutIgnoredParams('https://site.test/es/planes', builtIn)).toBe('https://site.test/es/planes')
  })
})

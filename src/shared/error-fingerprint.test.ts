import { describe, expect, it } from 'vitest'
import { errorFingerprint, normalizeMessage } from './error-fingerprint'

describe('an error fingerprint', () => {
  it('is the same for failures that differ only in ids, numbers and hashes', () => {
    const a = errorFingerprint('Error', 'connect ECONNREFUSED 10.0.0.7:5432 for request 3f2a9c1e-1b2c-4d5e-8f90-1234567890ab after 5003 ms', {
      function: 'query',
      filename: '/srv/app/src/server/database/postgres-database.server.ts',
      lineno: 61,
    })
    const b = errorFingerprint('Error', 'connect ECONNREFUSED 10.0.0.9:5432 for request 0b7c0f3a-99aa-4bbb-8ccc-abcdefabcdef after 5012 ms', {
      function: 'query',
      filename: '/other/checkout/src/server/database/postgres-database.server.ts',
      lineno: 61,
    })
    expect(a).toBe(b)
    expect(a).toBe('Error: connect ECONNREFUSED <n>.<n>.<n>.<n>:<n> for request <uuid> after <n> ms @ query (postgres-database.server.ts:61)')
  })

  it('names the file without its query, however many question marks it has', () => {
    expect(errorFingerprint('Error', 'x', { function: 'f', filename: 'https://site.example/assets/app.js?v=3?x', lineno: 2 })).toBe('Error: x @ f (app.js:2)')
    expect(errorFingerprint('Error', 'x', { function: 'f', filename: `/a/b.js${'?'.repeat(10_000)}` })).toBe('Error: x @ f (b.js)')
  })

  it('tells apart another type, another message or another place in the code', () => {
    const base = errorFingerprint('TypeError', 'x is undefined', { function: 'render', filename: 'a.ts', lineno: 1 })
    expect(errorFingerprint('RangeError', 'x is undefined', { function: 'render', filename: 'a.ts', lineno: 1 })).not.toBe(base)
    expect(errorFingerprint('TypeError', 'y is undefined', { function: 'render', filename: 'a.ts', lineno: 1 })).not.toBe(base)
    expect(errorFingerprint('TypeError', 'x is undefined', { function: 'render', filename: 'b.ts', lineno: 1 })).not.toBe(base)
  })

  it('replaces hex ids with a digit but keeps words, and cuts at 250 characters', () => {
    expect(normalizeMessage('event 9f86d081884c7d65 of deadbeefcafe')).toBe('event <hex> of deadbeefcafe')
    expect(normalizeMessage('Reference 0123456789abcdef0123456789abcdef')).toBe('Reference <hex>')
    expect(normalizeMessage('x'.repeat(1000))).toHaveLength(250)
  })

  it('keeps content entry ids apart (letters and digits mixed), so each entry stays its own issue', () => {
    const one = normalizeMessage('Content entry 5KsDBWseXY6QegucYAoacS (contentDetail) field title left out')
    const two = normalizeMessage('Content entry 2PqRtYuIoP9AsDfGhJkLzX (contentDetail) field title left out')
    expect(one).not.toBe(two)
  })
})

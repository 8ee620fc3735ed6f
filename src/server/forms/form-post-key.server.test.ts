import { describe, expect, it } from 'vitest'
import { formPostIdempotencyKey, issueFormPostKey } from './form-post-key.server'

const SECRET = 'form-key-secret-0123456789'
const now = Date.parse('2026-11-27T10:20:00Z')
const HOUR = 3_600_000

describe('the key a form carries for a post without a script', () => {
  it('is the same for every render within the hour, so a page that did not change keeps its ETag', () => {
    expect(issueFormPostKey(SECRET, now + 10 * 60_000)).toBe(issueFormPostKey(SECRET, now))
    expect(issueFormPostKey(SECRET, now + HOUR)).not.toBe(issueFormPostKey(SECRET, now))
  })

  it('is honoured for a week after its hour, then replaced', () => {
    const key = issueFormPostKey(SECRET, now)
    expect(formPostIdempotencyKey(key, SECRET, now + 6 * 24 * HOUR)).toEqual({ key: `post:${key}`, issued: true })
    expect(formPostIdempotencyKey(key, SECRET, now + 8 * 24 * HOUR).issued).toBe(false)
  })

  it('is replaced when it is missing, malformed, from the future or signed with another secret', () => {
    for (const presented of [undefined, '', 'not-a-key', issueFormPostKey(SECRET, now + 2 * HOUR), issueFormPostKey('another-secret-0123456789', now)]) {
      const replaced = formPostIdempotencyKey(presented, SECRET, now)
      expect(replaced.issued).toBe(false)
      expect(replaced.key).toMatch(/^post:[0-9a-f-]{36}$/)
    }
    expect(formPostIdempotencyKey(undefined, SECRET, now).key).not.toBe(formPostIdempotencyKey(undefined, SECRET, now).key)
  })
})

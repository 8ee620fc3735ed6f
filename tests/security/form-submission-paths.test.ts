/**
 * Both ways a form reaches the server, in process against the embedded content and database: a
 * post without a script (answer-form-post.server.ts) and the script's server function
 * (handleSubmission). A plain post's key is honoured only when this site issued it (the key a
 * cached page carries is public; one the client makes up is not trusted); the script's key, its
 * own UUID, never makes other answers vanish; a NUL or another control character in a typed
 * answer is an answer without it, stored, never a 5xx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormEcho } from '../../src/shared/forms/form-post.ts'
import { entriesOfPageType, pageUrlOf } from '../e2e/support/embedded-content.ts'

const request = vi.hoisted(() => ({ status: 200, client: '203.0.113.1' }))
vi.mock('@tanstack/react-start/server', () => ({
  setResponseStatus: (status: number) => {
    request.status = status
  },
  getRequestHeader: () => undefined,
  getRequestIP: () => request.client,
  getRequest: () => new Request('http://127.0.0.1/'),
}))

const SECRET = 'form-key-secret-for-the-tests'
const volunteer = entriesOfPageType('content/export.json', 'volunteer')[0]!
const PAGE_URL = `http://127.0.0.1${pageUrlOf(volunteer, 'en-US')}`

let clients = 0
beforeEach(() => {
  // A client of its own per test: the form's rate limit counts per client.
  request.client = `203.0.113.${++clients}`
  request.status = 200
})
beforeAll(async () => {
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('EMBEDDED_DATABASE_DIR', 'memory://')
  vi.stubEnv('CRM_WEBHOOK_URL', '')
  vi.stubEnv('FORM_KEY_SECRET', SECRET)
  // Opened before the tests: the content and the database take seconds on a busy machine.
  const [{ siteDatabase }, { contentService }] = await Promise.all([import('../../src/server/database/database.server.ts'), import('../../src/server/content/content-service.server.ts')])
  await Promise.all([siteDatabase(), contentService().current(), import('../../src/server/forms/answer-form-post.server.ts')])
}, 120_000)
afterAll(async () => {
  const { closeSiteDatabase } = await import('../../src/server/database/database.server.ts')
  await closeSiteDatabase()
  vi.unstubAllEnvs()
})

const answers = (email: string, extra: Record<string, string> = {}) => ({ firstName: 'Ana', lastName: 'Pérez', email, zip: '78701', availability: 'weekends', ...extra })

async function post(fields: Record<string, string>): Promise<{ response: Response | null; echo: FormEcho | null }> {
  const { answerFormPost } = await import('../../src/server/forms/answer-form-post.server.ts')
  const body = new URLSearchParams(fields).toString()
  const answered = await answerFormPost(new Request(PAGE_URL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), (echo) => echo)
  return answered instanceof Response ? { response: answered, echo: null } : { response: null, echo: answered }
}

async function stored(email: string) {
  const { siteDatabase } = await import('../../src/server/database/database.server.ts')
  return (await siteDatabase()).query<{ idempotency_key: string; fields: Record<string, unknown> }>("select idempotency_key, fields from form_submissions where fields->>'email' = $1", [email])
}

async function issuedKey(): Promise<string> {
  const { issueFormPostKey } = await import('../../src/server/forms/form-post-key.server.ts')
  return issueFormPostKey(SECRET)
}

describe('the key a form posted without a script presents', { timeout: 30_000 }, () => {
  it('fails to be chosen by the client: a forged key or a made-up UUID is replaced by a fresh key', async () => {
    const forged = `${(await issuedKey()).split('.')[0]}.${'A'.repeat(43)}`
    for (const [index, key] of [forged, '0b7c6f3e-4c1d-4b6a-9f0e-2d3c4b5a6978', `post:${'a'.repeat(64)}`].entries()) {
      const email = `forged-${index}@example.org`
      const { response } = await post({ ...answers(email), _key: key })
      expect(response?.status).toBe(303)
      const [row] = await stored(email)
      expect(row?.idempotency_key).toMatch(/^post:[0-9a-f-]{36}$/)
      expect(row?.idempotency_key).not.toContain(key)
    }
  })

  it('fails to drop a second visitor’s answers: a double post with the issued key stores once, other answers under it store too', async () => {
    const key = await issuedKey()
    await post({ ...answers('shared-key@example.org'), _key: key })
    await post({ ...answers('shared-key@example.org'), _key: key })
    expect(await stored('shared-key@example.org')).toEqual([expect.objectContaining({ idempotency_key: `post:${key}` })])
    await post({ ...answers('other-visitor@example.org'), _key: key })
    expect(await stored('other-visitor@example.org')).toHaveLength(1)
  })

  it('fails to hand a forged key back: a post sent back with errors carries a key this site issued', async () => {
    const { echo } = await post({ ...answers('not-an-email'), _key: `1.${'A'.repeat(43)}` })
    expect(request.status).toBe(422)
    expect(echo?.idempotencyKey).toBe(await issuedKey())
  })
})

describe('the script’s key', { timeout: 30_000 }, () => {
  it('fails to drop other answers: a UUID replayed with other answers is stored as a second submission, the same answers once', async () => {
    const { handleSubmission } = await import('../../src/server/forms/handle-submission.server.ts')
    const idempotencyKey = crypto.randomUUID()
    const submit = (email: string) => handleSubmission({ pageId: volunteer.sys.id, locale: 'en-US', idempotencyKey, answers: answers(email) })
    expect(await submit('script-first@example.org')).toMatchObject({ status: 'stored' })
    expect(await submit('script-first@example.org')).toMatchObject({ status: 'stored' })
    expect(await submit('script-second@example.org')).toMatchObject({ status: 'stored' })
    expect(await stored('script-first@example.org')).toHaveLength(1)
    expect(await stored('script-second@example.org')).toEqual([expect.objectContaining({ idempotency_key: idempotencyKey })])
  })
})

describe('a control character in a typed answer', { timeout: 30_000 }, () => {
  it('fails to become a 5xx: a NUL in a free-text answer is stored without it (plain post)', async () => {
    const { response } = await post(answers('nul-plain@example.org', { firstName: 'An\u0000a', lastName: 'abc\u0000def\u001B' }))
    expect(response?.status).toBe(303)
    const [row] = await stored('nul-plain@example.org')
    expect(row?.fields).toMatchObject({ firstName: 'Ana', lastName: 'abcdef' })
    expect(JSON.stringify(row?.fields)).not.toContain('\\u0000')
  })

  it('fails to become a 5xx: a NUL or a lone surrogate in the script’s submission is stored without it', async () => {
    const { handleSubmission } = await import('../../src/server/forms/handle-submission.server.ts')
    const result = await handleSubmission({
      pageId: volunteer.sys.id,
      locale: 'en-US',
      idempotencyKey: crypto.randomUUID(),
      answers: answers('nul-script@example.org', { firstName: 'An\u0000a', lastName: 'P\uD800érez' }),
    })
    expect(result).toMatchObject({ status: 'stored' })
    const [row] = await stored('nul-script@example.org')
    expect(row?.fields).toMatchObject({ firstName: 'Ana', lastName: 'P\uFFFDérez' })
  })
})

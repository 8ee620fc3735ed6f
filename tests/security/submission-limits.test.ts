/**
 * The form limits against a rally and against a script, on both databases: the embedded one (one
 * process, counted in memory) and PostgreSQL (two limits on one database: two server processes).
 * A crowd behind one address (a venue's Wi-Fi, a carrier's NAT) gets through; one address
 * posting without end, and one person's email posted again and again from anywhere, do not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/database/database.server.ts'
import { createSubmissionLimits, SUBMISSION_LIMITS, type SubmissionLimits } from '../../src/server/forms/submission-limits.server.ts'
import type { FormDefinition } from '../../src/shared/forms/form-definition.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const VENUE = '198.51.100.23'
const FORM = 'page-1|'
const T0 = Date.UTC(2026, 10, 27, 19, 0, 0)
const signUp: FormDefinition = {
  submitLabel: 'Sign up',
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name' },
    { name: 'email', kind: 'email', label: 'Email' },
  ],
}
const poll: FormDefinition = { submitLabel: 'Vote', fields: [{ name: 'choice', kind: 'radio', label: 'Choice', options: [{ value: 'yes', label: 'Yes' }] }] }

describe.each(databaseBackends())('the form limits on $name', (backend) => {
  let database: Database
  let cleanup: () => Promise<void>
  let processes: [SubmissionLimits, SubmissionLimits]
  // One database for the file (opening the embedded one takes seconds); each test counts from nothing.
  beforeAll(async () => {
    if (backend.available) ({ database, cleanup } = await backend.open())
  }, 60_000)
  afterAll(async () => {
    if (!backend.available) return
    await database.close()
    await cleanup()
  })
  beforeEach(async (context) => {
    if (!backend.available) return context.skip()
    if (database.kind === 'postgres') await database.query('delete from rate_limits')
    const first = createSubmissionLimits(async () => database)
    // The embedded database has one process by construction: its counts are that process's.
    processes = [first, database.kind === 'postgres' ? createSubmissionLimits(async () => database) : first]
  })

  /** A supporter's sign-up as handleSubmission checks it: the address first, then the person. */
  const send = async (limits: SubmissionLimits, address: string, email: string, now: number, definition = signUp, answers: Record<string, string> = { firstName: 'Ana', email }) =>
    (await limits.allowsAddress(address, FORM, now)) && (await limits.allowsPerson({ address, form: FORM, definition, answers }, now))

  it('a rally: 30 different supporters behind one address within a minute are all let through', async () => {
    const outcomes = []
    for (let person = 0; person < 30; person++) outcomes.push(await send(processes[person % 2]!, VENUE, `supporter-${person}@example.org`, T0 + person * 1_000))
    expect(outcomes).toEqual(Array<boolean>(30).fill(true))
  })

  it('a script on one address with a new email each time is refused past the address’s share', async () => {
    const { limit } = SUBMISSION_LIMITS.perAddress
    const outcomes = []
    for (let attempt = 0; attempt < limit + 5; attempt++) outcomes.push(await send(processes[attempt % 2]!, VENUE, `made-up-${attempt}@example.org`, T0 + attempt * 100))
    expect(outcomes).toEqual([...Array<boolean>(limit).fill(true), ...Array<boolean>(5).fill(false)])
    // Another address is counted apart.
    expect(await send(processes[0], '198.51.100.24', 'someone@example.org', T0 + 20_000)).toBe(true)
  })

  it('one person’s email posted again and again is refused after three, from any address and with any +tag', async () => {
    const outcomes = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const email = attempt % 2 === 0 ? 'victim@example.org' : `victim+${attempt}@example.org`
      outcomes.push(await send(processes[attempt % 2]!, `203.0.113.${attempt + 1}`, email, T0 + attempt * 1_000))
    }
    expect(outcomes).toEqual([true, true, true, false, false, false, false, false])
    // Ten minutes after the first was let through, one more is.
    expect(await send(processes[0], VENUE, 'victim@example.org', T0 + SUBMISSION_LIMITS.perPerson.windowMs)).toBe(true)
    // The same person on another form is another sign-up.
    expect(await processes[1].allowsPerson({ address: VENUE, form: 'page-2|', definition: signUp, answers: { email: 'victim@example.org' } }, T0 + 1)).toBe(true)
  })

  it('the same answers to a form without an email, replayed from one address, are refused after three; another address’s are its own', async () => {
    const vote = (address: string, now: number) => send(processes[now % 2]!, address, '', now, poll, { choice: 'yes' })
    const outcomes = []
    for (let attempt = 0; attempt < 5; attempt++) outcomes.push(await vote(VENUE, T0 + attempt))
    expect(outcomes).toEqual([true, true, true, false, false])
    expect(await vote('198.51.100.24', T0 + 10)).toBe(true)
  })

  it('keeps no email in the counts the processes share', async (context) => {
    if (database.kind !== 'postgres') return context.skip()
    await send(processes[0], VENUE, 'private@example.org', T0)
    expect(JSON.stringify(await database.query('select key from rate_limits'))).not.toContain('private')
  })
})

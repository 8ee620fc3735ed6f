import { describe, expect, it } from 'vitest'
import { chaosTable, keptEverything, tallyKind, type Sent } from './chaos-tally.ts'

const sent = (id: string, first: Sent['first'], everStored = first === 'stored'): Sent => ({ id, first, everStored })

describe('counting a chaos run', () => {
  it('counts answers, rows and deliveries, and finds nothing lost when every stored answer arrived once', () => {
    const tally = tallyKind({
      sent: [sent('a', 'stored'), sent('b', 'stored'), sent('c', 'error'), sent('d', 'noAnswer')],
      // "d" was stored though its answer was lost with the killed process: no loss, no duplicate.
      inDatabase: ['a', 'b', 'd'],
      atCrm: ['a', 'b', 'd'],
    })
    expect(tally).toMatchObject({ sent: 4, answeredStored: 2, shownError: 1, noAnswer: 1, storedInDatabase: 3, deliveredToCrm: 3, missingFromDatabase: 0, missingAtCrm: 0 })
    expect(keptEverything(tally)).toBe(true)
  })

  it('fails a run where something answered as stored is missing, from the database or at the CRM', () => {
    const lost = tallyKind({ sent: [sent('a', 'stored'), sent('b', 'stored')], inDatabase: ['a'], atCrm: ['a'] })
    expect(lost).toMatchObject({ missingFromDatabase: 1, missingAtCrm: 1 })
    expect(keptEverything(lost)).toBe(false)
    const undelivered = tallyKind({ sent: [sent('a', 'stored')], inDatabase: ['a'], atCrm: [] })
    expect(keptEverything(undelivered)).toBe(false)
  })

  it('counts each extra copy as a duplicate, in the database and at the CRM', () => {
    const tally = tallyKind({ sent: [sent('a', 'stored'), sent('b', 'stored')], inDatabase: ['a', 'a', 'b'], atCrm: ['a', 'b', 'b', 'b'] })
    expect(tally).toMatchObject({ storedInDatabase: 2, duplicatesInDatabase: 1, deliveredToCrm: 2, duplicatesAtCrm: 2 })
    expect(keptEverything(tally)).toBe(false)
  })

  it('counts a gift a provider sent again after a 503 as stored on retry, and holds it to being in the database', () => {
    const tally = tallyKind({ sent: [sent('g1', 'error', true), sent('g2', 'error', false)], inDatabase: [], resent: true })
    expect(tally).toMatchObject({ shownError: 2, storedOnRetry: 1, missingFromDatabase: 1, deliveredToCrm: null, missingAtCrm: null })
    expect(keptEverything(tally)).toBe(false)
  })

  it('prints one row per count and a dash where a count does not apply', () => {
    const table = chaosTable({
      submissions: tallyKind({ sent: [sent('a', 'stored')], inDatabase: ['a'], atCrm: ['a'] }),
      gifts: tallyKind({ sent: [sent('g', 'error', true)], inDatabase: ['g'], resent: true }),
    })
    const row = (label: string) => table.split('\n').find((line) => line.startsWith(label))?.split(/\s{2,}/).slice(1)
    expect(row('sent')).toEqual(['1', '1'])
    expect(row('shown an error')).toEqual(['0', '1'])
    expect(row('delivered to the CRM receiver')).toEqual(['1', '–'])
    expect(row('stored when sent again')).toEqual(['–', '1'])
  })
})

import { describe, expect, it } from 'vitest'
import { variationsRefcode } from '../../../shared/fundraising/refcode-format.ts'
import { armsInRefcode2 } from './refcode2-arms.ts'

describe('the arms a stored refcode2 credits', () => {
  const known = [
    { experiment: 'hero test', variation: 'control' },
    { experiment: 'hero test', variation: 'bold' },
    { experiment: 'ask', variation: 'b' },
    { experiment: 'ask', variation: 'b_long' },
  ]

  it('finds each of the visitor’s pairs as the browser wrote them', () => {
    const refcode2 = variationsRefcode({ 'hero test': 'bold', ask: 'b' })
    expect(armsInRefcode2(refcode2, known)).toEqual([known[1], known[2]])
  })

  it('a variation whose name begins another’s is not confused with it', () => {
    expect(armsInRefcode2(variationsRefcode({ ask: 'b_long' }), known)).toEqual([known[3]])
  })

  it('no refcode2: no arm', () => {
    expect(armsInRefcode2(null, known)).toEqual([])
    expect(armsInRefcode2('spring_email', known)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { rememberedSegments } from './remembered-segments'

describe('the segments the browser restores', () => {
  it('takes the cookie over what local storage remembers, unless local storage holds a zip the visitor gave against the edge’s guess', () => {
    expect(rememberedSegments({ stateCode: 'TX' }, { zip: '50309', stateCode: 'IA' })).toEqual({ stateCode: 'TX' })
    expect(rememberedSegments({ stateCode: 'TX' }, { zip: '50309', stateCode: 'IA', isOverride: true })).toEqual({ zip: '50309', stateCode: 'IA', isOverride: true })
    expect(rememberedSegments({ zip: '03301', stateCode: 'NH', isOverride: true }, { zip: '50309', isOverride: true })).toEqual({ zip: '03301', stateCode: 'NH', isOverride: true })
    expect(rememberedSegments(null, null)).toBeNull()
  })

  it('fails to turn state pages off from local storage: the flag older zip lookups set there for everyone is dropped', () => {
    expect(rememberedSegments(null, { zip: '50309', stateCode: 'IA', isOverride: true, disableLiberty: true })).toEqual({ zip: '50309', stateCode: 'IA', isOverride: true })
    expect(rememberedSegments({ stateCode: 'TX' }, { zip: '50309', isOverride: true, disableLiberty: true })).toEqual({ zip: '50309', isOverride: true })
  })

  it('keeps the visitor’s choice from the cookie whichever memory gives the place', () => {
    expect(rememberedSegments({ stateCode: 'IA', disableLiberty: true }, { zip: '50309', stateCode: 'IA', isOverride: true })).toEqual({ zip: '50309', stateCode: 'IA', isOverride: true, disableLiberty: true })
    expect(rememberedSegments({ zip: '50309', stateCode: 'IA', isOverride: true, disableLiberty: true }, { zip: '50309' })).toEqual({ zip: '50309', stateCode: 'IA', isOverride: true, disableLiberty: true })
  })
})

import { describe, expect, it } from 'vitest'
import type { ContentIndex } from '../content/content-index.ts'
import { stateShownInTheRender } from './location-in-the-render.ts'

const indexWithDisabledStates = (disabledStates: string[]) => ({ siteSettings: () => ({ disabledStates }) }) as unknown as ContentIndex

describe('stateShownInTheRender', () => {
  it('names the visitor’s state only when the content treats it apart (a fundraising-disabled state)', () => {
    const index = indexWithDisabledStates(['IA', 'NH'])
    expect(stateShownInTheRender(index, 'en-US', { stateCode: 'IA', zip: '50309', city: 'Des Moines' })).toBe('IA')
    expect(stateShownInTheRender(index, 'en-US', { stateCode: 'TX' })).toBeNull()
    expect(stateShownInTheRender(index, 'en-US', { zip: '50309' })).toBeNull()
    expect(stateShownInTheRender(index, 'en-US', null)).toBeNull()
  })

  it('shows no state when no state is treated apart: every visitor shares the national copy', () => {
    expect(stateShownInTheRender(indexWithDisabledStates([]), 'es-MX', { stateCode: 'IA' })).toBeNull()
  })
})

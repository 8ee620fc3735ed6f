import { describe, expect, it } from 'vitest'
import { createAppStore, dehydrateAppStore } from './create-app-store'
import { initialStateFromUrl } from './initial-state-from-url'

describe('initialStateFromUrl', () => {
  it('seeds the segments with the state the page is rendered for, so the HTML and hydration agree', () => {
    expect(initialStateFromUrl(new URL('https://site.example/pledge'), 'IA').segments).toStrictEqual({ stateCode: 'IA' })
    expect(initialStateFromUrl(new URL('https://site.example/es/pledge?zip=50309'), 'IA')).toStrictEqual({ language: 'es-MX', segments: { zip: '50309', isOverride: true, stateCode: 'IA' } })
  })

  it('seeds no state for the national copy: nothing of the visitor’s place travels in a shared page', () => {
    const store = createAppStore(initialStateFromUrl(new URL('https://site.example/'), null))
    expect(store.getState().segments).toStrictEqual({})
    expect(dehydrateAppStore(store)).not.toHaveProperty('segments')
  })
})

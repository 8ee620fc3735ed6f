import { describe, expect, it } from 'vitest'
import { createAppStore, dehydrateAppStore } from './create-app-store'

describe('dehydrateAppStore', () => {
  it('sends nothing for a store the server left at its defaults', () => {
    expect(dehydrateAppStore(createAppStore())).toEqual({})
  })

  it('sends only what the request or its loaders changed, without actions', () => {
    const store = createAppStore({ language: 'es-MX', segments: { zip: '78701', isOverride: true } })
    store.getState().setCurrentPage({ pageContentType: 'campaignHomepage', pagePath: '/es' })
    store.getState().setExperimentVariation('hero', 'b')
    expect(dehydrateAppStore(store)).toEqual({
      language: 'es-MX',
      segments: { zip: '78701', isOverride: true },
      pageContentType: 'campaignHomepage',
      pagePath: '/es',
      experiments: { hero: 'b' },
    })
  })

  it('gives the browser the server state back once hydrated onto a fresh store', () => {
    const server = createAppStore({ language: 'es-MX' })
    server.getState().setCurrentPage({ pageContentType: 'campaignHomepage', pagePath: '/es' })
    const browser = createAppStore()
    browser.setState(dehydrateAppStore(server))
    const data = (state: object) => JSON.stringify(Object.entries(state).filter(([, value]) => typeof value !== 'function'))
    expect(data(browser.getState())).toBe(data(server.getState()))
  })
})

import { describe, expect, it } from 'vitest'
import { createAppStore } from '../../stores/create-app-store'

describe('applySegments', () => {
  it('applies several segments at once', () => {
    const store = createAppStore()
    store.getState().applySegments({ stateCode: 'TX', latitude: 30.2, longitude: -97.7 })
    expect(store.getState().segments).toEqual({ stateCode: 'TX', latitude: 30.2, longitude: -97.7 })
  })

  it('marks a zip as an override', () => {
    const store = createAppStore()
    store.getState().applySegments({ zip: '78701' })
    expect(store.getState().segments).toEqual({ zip: '78701', isOverride: true })
  })

  it('forgets the old zip’s state and coordinates when another zip is applied', () => {
    const store = createAppStore({ segments: { zip: '78701', stateCode: 'TX', latitude: 30.2, longitude: -97.7, disableLiberty: true } })
    store.getState().applySegments({ zip: '10001' })
    expect(store.getState().segments).toEqual({ zip: '10001', isOverride: true, disableLiberty: true })
  })

  it('keeps what is known when the same zip is applied again', () => {
    const store = createAppStore({ segments: { zip: '78701', stateCode: 'TX' } })
    store.getState().applySegments({ zip: '78701' })
    expect(store.getState().segments).toEqual({ zip: '78701', stateCode: 'TX', isOverride: true })
  })

  it('starts with the remembered segments not yet restored, and is told once they are', () => {
    const store = createAppStore()
    expect(store.getState().segmentsRestored).toBe(false)
    store.getState().markSegmentsRestored()
    expect(store.getState().segmentsRestored).toBe(true)
  })
})

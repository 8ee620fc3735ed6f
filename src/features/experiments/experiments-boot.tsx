import { useEffect } from 'react'
import { useAppStoreApi } from '../../stores/app-store-context'
import { pushAnalyticsEvent } from '../../shared/analytics'
import { browserStorage } from '../../shared/browser-storage'

export type Exposure = { experiment: string; variation: string }

/**
 * The browser's side of experiments: remember each assignment in localStorage under the
 * experiment's name (spec §4), report one exposure event per experiment and page view, and pass
 * the variations to the donation form's refcode so gifts can be attributed.
 */
export function ExperimentsBoot({ exposures, pagePath }: { exposures: readonly Exposure[]; pagePath: string }) {
  const store = useAppStoreApi()
  useEffect(() => {
    if (exposures.length === 0) return
    for (const { experiment, variation } of exposures) {
      try {
        browserStorage('local')?.setItem(experiment, variation)
      } catch {
        // storage full: the cookie still keeps the assignment
      }
      pushAnalyticsEvent({ event: 'experiment_exposure', experiment, variation, page: pagePath })
    }
    store.getState().setFormOverrides({ refcode: exposures.map((exposure) => `${exposure.experiment}:${exposure.variation}`).join('|') })
  }, [exposures, pagePath, store])
  return null
}

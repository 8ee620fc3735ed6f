import { useEffect } from 'react'
import { useAppStoreApi } from '../../stores/app-store-context'
import { pushAnalyticsEvent } from '../../shared/analytics'
import { browserStorage } from '../../shared/browser-storage'
import { assignmentsInCookies } from '../../shared/experiment-assignments'

export type Exposure = { experiment: string; variation: string }

/**
 * The browser's side of experiments: remember each assignment in localStorage under the
 * experiment's name (docs/behaviour.md §7), report one exposure event per experiment and page view, and put
 * the visitor's earlier assignments (the `exp` cookie) in the experiments state next to this
 * page's, so a gift or a sign-up on a page without an experiment is still attributed to the
 * variations the visitor saw. The refcodes themselves are the fundraising boot's: a variation
 * never takes the first-touch refcode's place.
 */
export function ExperimentsBoot({ exposures, pagePath }: { exposures: readonly Exposure[]; pagePath: string }) {
  const store = useAppStoreApi()

  useEffect(() => {
    const state = store.getState()
    for (const [experiment, variation] of Object.entries(assignmentsInCookies(document.cookie))) {
      // This page's assignment (already in the state) is the current one.
      if (state.experiments[experiment] === undefined) state.setExperimentVariation(experiment, variation)
    }
  }, [store])

  useEffect(() => {
    for (const { experiment, variation } of exposures) {
      try {
        browserStorage('local')?.setItem(experiment, variation)
      } catch {
        // storage full: the cookie still keeps the assignment
      }
      pushAnalyticsEvent({ event: 'experiment_exposure', experiment, variation, page: pagePath })
    }
  }, [exposures, pagePath])
  return null
}

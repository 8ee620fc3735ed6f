/**
 * Loads the provider's donation script once per page lifetime (docs/behaviour.md §12): the global
 * configuration — stylesheet, public token, contribution callback — is set first, then the
 * script is injected; the fundraising state's flag, set when it has loaded, stops any second
 * load across client navigations. A script that fails to load is removed and marked failed, so
 * the form falls back to a plain link; a later donation page may try again.
 *
 * Browser only. The in-flight promise lives at module scope on purpose: it is this page's one
 * script load, and the server never calls this module.
 */
import type { AppStore } from '../../stores/create-app-store'
import { dispatchContribution, type ContributionEvent } from './contribution-events'

type DonationProviderConfig = {
  styleSheetHref: string
  token: string
  onContribute: (event: unknown) => void
}

declare global {
  interface Window {
    /** Read by the provider's script when it loads (the sandbox's, and the configured provider's). */
    donationProviderConfig?: DonationProviderConfig
  }
}

export type DonationSettings = { scriptUrl: string; token: string; stylesheetUrl: string }

let loading: Promise<void> | null = null

export function ensureDonationScript(store: AppStore, settings: DonationSettings): Promise<void> {
  if (store.getState().donationScriptInjected) return Promise.resolve()
  if (loading) return loading
  window.donationProviderConfig = {
    styleSheetHref: settings.stylesheetUrl,
    token: settings.token,
    onContribute: (event) => dispatchContribution(event as ContributionEvent),
  }
  const script = document.createElement('script')
  script.src = settings.scriptUrl
  script.async = true
  script.dataset.donationProvider = ''
  // Kept in a local too: a script can fail while it is being appended, which clears `loading`.
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      store.getState().markDonationScriptInjected()
      resolve()
    })
    script.addEventListener('error', () => {
      loading = null
      script.remove()
      store.getState().markDonationScriptFailed()
      reject(new Error(`The donation script ${settings.scriptUrl} failed to load`))
    })
  })
  loading = load
  document.head.append(script)
  return load
}

/** Tests only: forget this page's load, as a new page would. */
export function resetDonationScriptForTests(): void {
  loading = null
  delete window.donationProviderConfig
}

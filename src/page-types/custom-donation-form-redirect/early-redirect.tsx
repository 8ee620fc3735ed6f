import { useLocation, useRouter } from '@tanstack/react-router'
import { selectExperiments } from '../../features/experiments/selectors'
import { withRefcodes } from '../../features/fundraising/donate-links'
import { refcodeFromSearch, sanitizeRefcode } from '../../features/fundraising/refcodes'
import { selectZip } from '../../features/segments/selectors'
import { useAppStore } from '../../stores/app-store-context'
import { earlyRedirectScript } from './early-redirect-script'

/**
 * The way on before the page's script has loaded (early-redirect-script.ts, ADR 037), where the
 * server can tell it may decide: not with a `?zip=` to look up, nor on a page in an experiment,
 * whose exposure the page's script records. Rendered by the server; the browser's render never
 * runs a script React makes, so a client navigation here leaves the decision to the page.
 */
export function EarlyRedirect({ base, disabledStates }: { base: string; disabledStates: readonly string[] }) {
  const search = useLocation({ select: (location) => location.searchStr })
  // This render's mark for the site's own inline scripts (src/router.tsx): without it the script would get no hash and not run.
  const nonce = useRouter().options.ssr?.nonce
  const experiments = useAppStore(selectExperiments)
  const zip = useAppStore(selectZip)
  if (zip !== undefined || Object.keys(experiments).length > 0) return null
  const query = new URLSearchParams(search)
  // The visitor's experiments would give the second refcode: a visitor who has any is left to the page's script.
  const href = withRefcodes(base, { refcode: null, refcode2: sanitizeRefcode(query.get('refcode2')) })
  const script = earlyRedirectScript({ href, arriving: refcodeFromSearch(query), disabledStates })
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}

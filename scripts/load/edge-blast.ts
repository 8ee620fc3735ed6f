/**
 * The email blast at the edge (`npm run load -- edge`): the email blast's links (email-blast.ts:
 * new visitors, each link with its own tracking parameters, 80% on the homepages with their
 * experiment, the rest other pages of the export), from a browser (so each new visitor is drawn
 * into the experiment and handed a cookie, ADR 046), one in ten carrying a state location cookie
 * as the edge would have set it. Deterministic, like the other mixes.
 */
import { LOCATION_COOKIE, serializeLocationCookie } from '../../src/shared/segments/location-cookie.ts'
import { emailBlast } from './email-blast.ts'
import { pickWith, seededRandom } from './seeded-random.ts'

type EdgeRequest = { path: string; headers: Record<string, string> }
export type EdgeMix = { next(): EdgeRequest; describe(): string }

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
}
const STATE_COOKIE_SHARE = 0.1
/** Early states and large ones: where state pages would matter first. */
const STATES = ['IA', 'NH', 'NV', 'SC', 'CA', 'TX']

export function edgeBlast(exportPath: string): EdgeMix {
  const links = emailBlast(exportPath)
  const random = seededRandom(20_261_127)
  const pick = pickWith(random)
  return {
    next() {
      const path = links.next()
      if (random() >= STATE_COOKIE_SHARE) return { path, headers: BROWSER }
      return { path, headers: { ...BROWSER, cookie: `${LOCATION_COOKIE}=${serializeLocationCookie({ stateCode: pick(STATES) })}` } }
    },
    describe: () => `${links.describe()}; from a phone's browser, ${STATE_COOKIE_SHARE * 100}% with a state location cookie (${STATES.join(', ')})`,
  }
}

/**
 * Traffic shaped like an email blast on debate night: only new visitors (no cookies), each on a
 * link with its own tracking parameters (campaign tags, a click id, the email tool's ids), 80% on
 * the homepages (where an experiment is usually running), the rest on plan and donation pages.
 * Pages are found by page type in the export the server serves, so it fits any campaign's content.
 * Deterministic (a seeded sequence), so two runs send the same requests.
 */
import { entriesOfPageType, pageUrlOf } from '../../tests/e2e/support/embedded-content.ts'
import { pageTypeManifests } from '../../src/page-types/page-type-manifests.ts'
import { pickWith, seededRandom } from './seeded-random.ts'
import type { TrafficMix } from './traffic-mix.ts'

/** The plans catalogue's pages, and the pages with their own donation ask (their manifests say which). */
const PLAN_TYPES = pageTypeManifests.filter(({ roles }) => roles.includes('catalogueLanding') || roles.includes('catalogueItem')).map(({ id }) => id)
const DONATION_TYPES = pageTypeManifests.filter(({ shell }) => shell.ownDonateAsk).map(({ id }) => id)
/** One refcode per email, as a campaign sends it: the donation pages keep a copy per refcode. */
const REFCODES = ['debate_email_a', 'debate_email_b']

export function emailBlast(exportPath: string): TrafficMix {
  const pagesOf = (types: readonly string[]) =>
    types.flatMap((type) => entriesOfPageType(exportPath, type)).flatMap((entry) => [pageUrlOf(entry, 'en-US'), pageUrlOf(entry, 'es-MX')])
  const others = [...pagesOf(PLAN_TYPES), ...pagesOf(DONATION_TYPES)]
  if (others.length === 0) throw new Error('the export has no plan or donation page')
  const random = seededRandom()
  const pick = pickWith(random)
  let visitor = 0
  const tagged = (path: string) => {
    visitor += 1
    const query = new URLSearchParams({
      utm_source: 'email',
      utm_medium: 'email',
      utm_campaign: 'debate-night',
      refcode: pick(REFCODES),
      fbclid: `IwAR${visitor}`,
      mc_cid: 'debate',
      mc_eid: `e${visitor}`,
    })
    return `${path}?${query}`
  }
  return {
    next: () => tagged(random() < 0.8 ? pick(['/', '/es']) : pick(others)),
    describe: () => `email blast: new visitors only, each link with its own tracking parameters; 80% homepages, 20% on ${others.length} plan and donation pages`,
  }
}

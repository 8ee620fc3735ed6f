/**
 * Traffic shaped like a surge, built from what the served site lists (its sitemap), so it fits
 * any campaign's content: new visitors on the homepages, readers of content pages, visitors
 * arriving with a zip (each zip its own page: uncached), zip lookups, searches and mistyped URLs.
 * Deterministic (a seeded sequence), so two runs send the same requests.
 */
import { pickWith, seededRandom } from './seeded-random.ts'

const ZIPS = ['78701', '10001', '94103', '60614', '33101', '85004', '98101', '02108', '30303', '80202', '89101', '00901']

export type TrafficMix = { next(): string; describe(): string }

export async function trafficMix(origin: string): Promise<TrafficMix> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
  if (pages.length === 0) throw new Error('the sitemap lists no page')
  const random = seededRandom()
  const pick = pickWith(random)
  let counter = 0
  const kinds: [weight: number, name: string, path: () => string][] = [
    [35, 'homepage, new visitor', () => pick(['/', '/es'])],
    [30, 'content page', () => pick(pages)],
    [12, 'page with a zip (uncached)', () => `${pick(pages)}?zip=${pick(ZIPS)}&visit=${counter++}`],
    [10, 'zip lookup', () => `/api/v1/shifter/zip5s/${pick(ZIPS)}`],
    [8, 'unknown page (404)', () => `/no-such-page-${counter++ % 50}`],
    [5, 'page with a fresh query (uncached)', () => `${pick(pages)}?utm_source=surge&visit=${counter++}`],
  ]
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0)
  return {
    next() {
      let roll = random() * total
      for (const [weight, , path] of kinds) {
        roll -= weight
        if (roll < 0) return path()
      }
      return '/'
    },
    describe: () => kinds.map(([weight, name]) => `${Math.round((weight / total) * 100)}% ${name}`).join(', '),
  }
}

/**
 * The page head's tags for crawlers and share previews (description, robots, Open Graph, Twitter,
 * canonical and alternate links, JSON-LD) are in the server's HTML, but the browser's copy of a
 * server-rendered page keeps only its title (ADR 031), so React leaves those tags as it found them.
 * On the first client navigation they are removed before the next page renders its own.
 */
const SERVER_HEAD_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(',')

export function removeServerHeadTags(head: HTMLHeadElement): void {
  for (const tag of head.querySelectorAll(SERVER_HEAD_TAGS)) tag.remove()
}

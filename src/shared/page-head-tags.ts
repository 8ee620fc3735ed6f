/**
 * The page head's tags for crawlers and share previews (description, robots, Open Graph, Twitter,
 * canonical and alternate links, JSON-LD) are in the server's HTML only: the browser renders a
 * page's title and nothing else of its head (ADR 060), so React leaves those tags as it found them.
 * On the first client navigation they are removed, so they never describe another page.
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

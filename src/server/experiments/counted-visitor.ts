/**
 * Whether a request that is shown a variation counts as a visitor of the experiment
 * (docs/decisions/046-who-counts-as-an-experiment-visitor.md). Not counted, and handed no
 * assignment cookie: a HEAD (no page is shown), a prefetch or prerender the browser or a link
 * preview makes before anyone asked for the page, and a client that says it is a bot or a tool.
 * A bot that hides behind a browser's user agent (a headless browser among them) is not caught
 * here: the rule keeps out the traffic that says what it is, which is most of it.
 */

/** The headers browsers send with a speculative request: Chromium's and Safari's, Firefox's, and the older `Purpose`. */
const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const
const PREFETCH = /\b(prefetch|prerender|preview)\b/i

/**
 * The user-agent rule: crawlers and link previews name themselves (`…bot`, `crawler`, `spider`,
 * `facebookexternalhit`, `Slurp`, `Lighthouse`…), HTTP libraries and command-line tools give their
 * own name (`curl/`, `Wget/`, `python-requests/`, `Go-http-client/`…). No user agent at all is a
 * tool too. Checked on at most the first 512 characters.
 */
const BOT_USER_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|scrape|archiver|facebookexternalhit|facebookcatalog|embedly|quora link preview|bitlybot|whatsapp|skypeuripreview|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|phantomjs|^curl\/|^wget\/|^python|^go-http-client|^java\/|^okhttp|^axios|^node-fetch|^undici|^libwww|^httpclient|^apache-httpclient|^ruby|^php/i
const USER_AGENT_CHARS_READ = 512

export function isPrefetch(headers: Headers): boolean {
  return PREFETCH_HEADERS.some((name) => PREFETCH.test(headers.get(name)?.slice(0, 100) ?? ''))
}

export function isBotUserAgent(userAgent: string | null): boolean {
  const read = userAgent?.trim().slice(0, USER_AGENT_CHARS_READ) ?? ''
  return read === '' || BOT_USER_AGENT.test(read)
}

/** A person's browser asking for a page to show it: what an experiment counts as a visitor. */
export function isCountedVisitor(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false
  return !isPrefetch(request.headers) && !isBotUserAgent(request.headers.get('user-agent'))
}

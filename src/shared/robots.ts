/**
 * What search engines are told of a response. The X-Robots-Tag header and the page's
 * `<meta name="robots">` carry the same value: the server decides it (src/server/http/response-policy.ts)
 * and both are written from it. Here, apart from the server, because the shell's own pages (404,
 * error) write the tag in the browser too.
 */
export type Robots = 'noindex' | 'noindex, nofollow' | null

/** Not listed by search engines (a missing page, a failure, drafts, a visitor's answers, a page type that asks). */
export const UNLISTED = 'noindex' satisfies Robots

/** Behind a secret (the preview door, the experiments' results): neither listed nor its links followed. */
export const UNLISTED_UNFOLLOWED = 'noindex, nofollow' satisfies Robots

/** The head's robots tag as markup, for pages built from strings; none when listed. */
export const robotsMetaTag = (robots: Robots): string => (robots ? `<meta name="robots" content="${robots}">` : '')

/**
 * What search engines are told of a response. The X-Robots-Tag header and the page's
 * `<meta name="robots">` carry the same value: the server decides it (src/server/http/response-policy.ts)
 * and both are written from it. Here, apart from the server, because the shell's own pages (404,
 * error) write the tag in the browser too.
 */
export type Robots = "noindex" | "noindex, nofollow" | null;

/** Not listed by search engines (a missing page, a failure, drafts, a visitor's answers, a page type that asks). */
export const UNLISTED = "noindex" satisfies Robots;

/** Behind a secret (the preview door, the experiments' results): neither listed nor its links followed. */
export const UNLISTED_UNFOLLOWED = "noindex, nofollow" satisfies Robots;

/**
 * Whether search engines may list a page: only a page whose page type is listed, and never a
 * preview (drafts) or the answer to a form post (a visitor's answers). The page's head (page-seo.ts,
 * and a form post's in the content route) and its response's X-Robots-Tag all ask this.
 */
export function pageRobots({
  listed,
  preview = false,
  formPost = false,
}: {
  listed: boolean;
  preview?: boolean;
  formPost?: boolean;
}): Robots {
  return listed && !preview && !formPost ? null : UNLISTED;
}

type HeadMeta =
  | { name?: string; content?: string }
  | { title: string }
  | Record<string, string>;

/** A head's meta tags with its robots tag set to this decision (none when listed). */
export function withRobotsMeta<Meta extends HeadMeta>(
  meta: readonly Meta[],
  robots: Robots,
): (Meta | { name: "robots"; content: string })[] {
  const others = meta.filter(
    (tag) => !("name" in tag && tag.name === "robots"),
  );
  return robots ? [...others, { name: "robots", content: robots }] : others;
}

/** The head's robots tag as markup, for pages built from strings; none when listed. */
export const robotsMetaTag = (robots: Robots): string =>
  robots ? `<meta name="robots" content="${robots}">` : "";

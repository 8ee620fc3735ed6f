import { describe, expect, it } from "vitest";
import type { Page } from "../../content-model/content-model.ts";
import { pageTypeManifests } from "../../page-types/page-type-manifests.ts";
import { buildContentIndex } from "../content/content-index.ts";
import { readExportFile } from "../content/read-export-file.ts";
import { headOfPage } from "../seo/page-seo.ts";
import { responseFactsOf } from "./page-request.server.ts";
import {
  CACHE,
  addVary,
  applyPageResponseHeaders,
  htmlResponse,
  pageResponsePolicy,
  redirectResponse,
  type PageResponseFacts,
} from "./response-policy.ts";

const {
  sharedPage: SHARED,
  private: PRIVATE,
  missingPage: NOT_FOUND_SHARED,
} = CACHE;

const context = {
  secure: true,
  embedAncestors: ["https://partner.example"],
  siteHost: true,
};
const page = (
  facts: Partial<Extract<PageResponseFacts, { kind: "page" }>> = {},
): PageResponseFacts => ({
  kind: "page",
  pageType: { listed: true, frameable: false },
  experiments: false,
  newAssignments: null,
  preview: false,
  formPost: false,
  ...facts,
});

describe("the page response policy", () => {
  it.each([
    [
      "an anonymous page",
      page(),
      {
        cacheControl: SHARED,
        vary: [],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "an experiment page, returning visitor",
      page({ experiments: true }),
      {
        cacheControl: SHARED,
        vary: ["Cookie"],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "an experiment page, new visitor",
      page({ experiments: true, newAssignments: { hero: "b" } }),
      {
        cacheControl: PRIVATE,
        vary: ["Cookie"],
        cookie: true,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "an experiment page, a bot’s, HEAD’s or prefetch’s own draw",
      page({
        experiments: true,
        newAssignments: { hero: "b" },
        visitor: false,
      }),
      {
        cacheControl: PRIVATE,
        vary: ["Cookie"],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a new location handed out (first visit, ?zip=)",
      page({ newLocation: { stateCode: "IA" } }),
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: true,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a new location for a HEAD or prefetch",
      page({ newLocation: { stateCode: "IA" }, visitor: false }),
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a page rendered for the visitor’s state (treated apart), returning visitor",
      page({ forAState: true }),
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "the national copy of a page, whatever the content treats apart",
      page({ forAState: false }),
      {
        cacheControl: SHARED,
        vary: [],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a URL with state pages, every visitor’s copy",
      page({ statePages: true }),
      {
        cacheControl: SHARED,
        vary: ["Cookie"],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a URL with state pages and an experiment, new visitor",
      page({
        statePages: true,
        experiments: true,
        newAssignments: { hero: "b" },
      }),
      {
        cacheControl: PRIVATE,
        vary: ["Cookie"],
        cookie: true,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a custom-form page of a type the site lacks",
      page({ pageType: null }),
      {
        cacheControl: SHARED,
        vary: [],
        cookie: false,
        robots: null,
        frameAncestors: [],
      },
    ],
    [
      "a preview",
      page({ preview: true }),
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: [],
      },
    ],
    [
      "a page of a type that is not listed (a thank-you page)",
      page({ pageType: { listed: false, frameable: false } }),
      {
        cacheControl: SHARED,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: [],
      },
    ],
    [
      "a page of a type others may frame (the embeddable donation form)",
      page({ pageType: { listed: false, frameable: true } }),
      {
        cacheControl: SHARED,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: ["https://partner.example"],
      },
    ],
    [
      "a form posted to its page",
      page({ formPost: true }),
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: [],
      },
    ],
    [
      "a missing page",
      { kind: "not-found", preview: false } as const,
      {
        cacheControl: NOT_FOUND_SHARED,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: [],
      },
    ],
    [
      "a missing page in preview",
      { kind: "not-found", preview: true } as const,
      {
        cacheControl: PRIVATE,
        vary: [],
        cookie: false,
        robots: "noindex",
        frameAncestors: [],
      },
    ],
  ])("%s", (_, facts, expected) => {
    const policy = pageResponsePolicy(facts, context);
    expect({
      cacheControl: policy.cacheControl,
      vary: policy.vary,
      cookie: policy.setCookie.length > 0,
      robots: policy.robots,
      frameAncestors: policy.frameAncestors,
    }).toEqual(expected);
  });

  it("hands a new visitor the cookie with all their assignments, Secure over HTTPS only", () => {
    const facts = page({
      experiments: true,
      newAssignments: { hero: "b", older: "control" },
    });
    expect(pageResponsePolicy(facts, context).setCookie).toEqual([
      expect.stringMatching(
        /^exp=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/,
      ),
    ]);
    expect(
      decodeURIComponent(pageResponsePolicy(facts, context).setCookie[0]!),
    ).toContain('{"hero":"b","older":"control"}');
    expect(
      pageResponsePolicy(facts, { ...context, secure: false }).setCookie[0],
    ).not.toContain("Secure");
  });

  it("hands the signed refcode2 out with the assignments, never on its own", () => {
    const facts = page({
      experiments: true,
      newAssignments: { hero: "b" },
      signedRefcode2: "hero_b__s0123456789ab",
    });
    expect(pageResponsePolicy(facts, context).setCookie).toEqual([
      expect.stringMatching(/^exp=/),
      "exp_ref2=hero_b__s0123456789ab; Max-Age=15552000; Path=/; SameSite=Lax; Secure",
    ]);
    expect(
      pageResponsePolicy(
        page({ experiments: true, signedRefcode2: "hero_b__s0123456789ab" }),
        context,
      ).setCookie,
    ).toEqual([]);
  });

  it("hands a new location out in the location cookie, next to a new visitor’s assignments, Secure over HTTPS only", () => {
    const facts = page({
      experiments: true,
      newAssignments: { hero: "b" },
      newLocation: { zip: "50309", stateCode: "IA", isOverride: true },
    });
    const [assignment, location] = pageResponsePolicy(facts, context).setCookie;
    expect(assignment).toMatch(/^exp=/);
    expect(location).toMatch(
      /^location=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/,
    );
    expect(decodeURIComponent(location!)).toContain(
      '{"zip":"50309","stateCode":"IA","isOverride":true}',
    );
    expect(
      pageResponsePolicy(page({ newLocation: { stateCode: "IA" } }), {
        ...context,
        secure: false,
      }).setCookie[0],
    ).not.toContain("Secure");
  });

  it("hands no location cookie out on a missing page or a failed render", () => {
    expect(
      pageResponsePolicy(
        page({ newLocation: { stateCode: "IA" } }),
        context,
        500,
      ).setCookie,
    ).toEqual([]);
    expect(
      pageResponsePolicy(
        page({ newLocation: { stateCode: "IA" } }),
        context,
        404,
      ).setCookie,
    ).toEqual([]);
  });

  it("keeps a failed render out of every cache, and treats a page type that found nothing as a missing page", () => {
    expect(
      pageResponsePolicy(
        page({ experiments: true, newAssignments: { hero: "b" } }),
        context,
        500,
      ),
    ).toMatchObject({ cacheControl: "no-store", setCookie: [] });
    expect(pageResponsePolicy(page(), context, 404)).toMatchObject({
      cacheControl: NOT_FOUND_SHARED,
      robots: "noindex",
    });
  });

  it("keeps an answer for a host that is not the site’s out of every shared cache, missing pages too", () => {
    const foreign = { ...context, siteHost: false };
    expect(pageResponsePolicy(page(), foreign).cacheControl).toBe(PRIVATE);
    expect(
      pageResponsePolicy({ kind: "not-found", preview: false }, foreign)
        .cacheControl,
    ).toBe(PRIVATE);
    expect(pageResponsePolicy(page(), foreign, 404).cacheControl).toBe(PRIVATE);
    expect(pageResponsePolicy(page(), foreign, 500).cacheControl).toBe(
      "no-store",
    );
  });

  it("writes its headers over whatever the render said", () => {
    const headers = new Headers({
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "X-Robots-Tag": "noindex",
      "Set-Cookie": "stale=1",
    });
    applyPageResponseHeaders(
      headers,
      pageResponsePolicy(
        page({ experiments: true, newAssignments: { hero: "b" } }),
        context,
      ),
    );
    expect(headers.get("cache-control")).toBe(PRIVATE);
    expect(headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(headers.has("x-robots-tag")).toBe(false);
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^exp=/)]);
  });
});

describe("what a page tells search engines", () => {
  // Every page type's policy, and a custom-form page of a type the site lacks, on a page of each export.
  const pageTypeIds = [
    ...pageTypeManifests.map((manifest) => manifest.id),
    "aTypeTheSiteLacks",
  ];
  it.each(
    [
      "content/export.json",
      "tests/fixtures/foreign-campaign-export.json",
    ].flatMap((file) =>
      [false, true].map((preview) => [file, preview] as const),
    ),
  )(
    "says the same in the header and the head’s tag, for every page type (%s, preview %s)",
    async (file, preview) => {
      const index = buildContentIndex(await readExportFile(file));
      const base = index.pages("en-US")[0]!;
      const said = pageTypeIds.map((id) => {
        const page = {
          ...base,
          contentType: "customFormPage",
          settings: { ...base.settings, type: id },
        } as Page;
        const facts = responseFactsOf({
          index,
          locale: "en-US",
          path: page.path,
          page,
          statePage: null,
          assignment: null,
          location: { location: null, changed: false },
          shownState: null,
          visitor: true,
          preview,
          formPost: false,
        });
        const header = pageResponsePolicy(facts, context).robots;
        const tag = headOfPage(
          page,
          index.siteSettings("en-US"),
          "https://site.test",
          { preview },
        ).meta.find((meta) => "name" in meta && meta.name === "robots");
        expect({
          id,
          tag: tag && "content" in tag ? tag.content : null,
        }).toEqual({ id, tag: header });
        return header;
      });
      // Both answers occur: the comparison covers listed and unlisted page types alike (drafts: never listed).
      expect(new Set(said)).toEqual(
        new Set(preview ? ["noindex"] : [null, "noindex"]),
      );
    },
  );
});

describe("plain answers", () => {
  it("say how they are kept and whether they are listed, with their own headers beside", () => {
    const answer = htmlResponse(404, "<p>gone</p>", {
      cache: CACHE.private,
      robots: "noindex, nofollow",
      headers: { "Referrer-Policy": "no-referrer" },
    });
    expect(answer.status).toBe(404);
    expect(Object.fromEntries(answer.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-type": "text/html; charset=utf-8",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex, nofollow",
    });
    const redirect = redirectResponse(303, "/next", {
      cache: CACHE.noStore,
      headers: { "Set-Cookie": "a=1" },
    });
    expect([
      redirect.status,
      redirect.headers.get("location"),
      redirect.headers.get("cache-control"),
      redirect.headers.has("x-robots-tag"),
    ]).toEqual([303, "/next", "no-store", false]);
  });

  it("vary on Accept-Encoding once, beside what the response already varies on", () => {
    const headers = new Headers({ Vary: "Cookie, accept-encoding" });
    addVary(headers, ["Accept-Encoding"]);
    expect(headers.get("vary")).toBe("Cookie, accept-encoding");
    const bare = new Headers();
    addVary(bare, ["Accept-Encoding"]);
    expect(bare.get("vary")).toBe("Accept-Encoding");
  });
});

import { describe, expect, it } from "vitest";
import { UNLISTED, pageRobots, withRobotsMeta } from "./robots";

describe("what search engines are told of a page", () => {
  it("lists only a listed page, never a draft or the answer to a form post", () => {
    expect(pageRobots({ listed: true })).toBeNull();
    expect([
      pageRobots({ listed: false }),
      pageRobots({ listed: true, preview: true }),
      pageRobots({ listed: true, formPost: true }),
    ]).toEqual([UNLISTED, UNLISTED, UNLISTED]);
  });

  it("sets a head’s robots tag to the decision, once, and leaves the other tags", () => {
    const meta = [
      { title: "Plans" },
      { name: "robots", content: "index" },
      { property: "og:title", content: "Plans" },
    ];
    expect(withRobotsMeta(meta, UNLISTED)).toEqual([
      { title: "Plans" },
      { property: "og:title", content: "Plans" },
      { name: "robots", content: "noindex" },
    ]);
    expect(withRobotsMeta(meta, null)).toEqual([
      { title: "Plans" },
      { property: "og:title", content: "Plans" },
    ]);
  });
});

/** The production servers the end-to-end suite starts, one per content export. */
const server = (port: number, exportPath: string) => ({ port, url: `http://127.0.0.1:${port}`, exportPath })

export const GENERATED = 'tests/e2e/.generated'

export const E2E_SERVERS = {
  /** The embedded content, exactly as `npm start` serves it. */
  embedded: server(4310, 'content/export.json'),
  /** The embedded content plus pages that set each shell flag, and a takeover homepage. */
  flags: server(4311, `${GENERATED}/flags-export.json`),
  /** The embedded content with one malformed navigation link. */
  brokenNavigation: server(4312, `${GENERATED}/broken-navigation-export.json`),
  /** Another campaign's export, served by the same build. */
  alternate: server(4313, 'tests/fixtures/alternate-export.json'),
} as const

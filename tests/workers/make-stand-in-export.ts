/**
 * Writes the export the Contentful stand-in serves to the Workers snapshot instance: the export
 * named by WORKERS_STAND_IN_EXPORT (default: the embedded one with state pages added, as the node
 * suite's state-pages server has them: tests/e2e/support/state-pages-export.ts), plus two
 * published pages of the test's own, as `contentful space export` writes them, so the spec
 * depends on none of that export's ids or copy. Run before the stand-in starts: every run begins
 * from the same content (and the instance from an empty KV, see playwright.workers.config.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { CONTENTFUL_STAND_IN } from './workerd-servers.ts'
import { SNAPSHOT_PAGES } from './snapshot-pages.ts'
import { withStatePages } from '../e2e/support/state-pages-export.ts'

type Export = { entries: unknown[]; assets?: unknown[]; locales: unknown[] }

const source = process.env.WORKERS_STAND_IN_EXPORT?.trim()
const data: Export = source
  ? (JSON.parse(readFileSync(source, 'utf8')) as Export)
  : withStatePages(JSON.parse(readFileSync('content/export.json', 'utf8')) as Parameters<typeof withStatePages>[0] & Export)
const at = '2026-11-01T12:00:00.000Z'

for (const { id, path, title } of Object.values(SNAPSHOT_PAGES)) {
  data.entries.push({
    metadata: { tags: [], concepts: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: CONTENTFUL_STAND_IN.spaceId } },
      id,
      type: 'Entry',
      createdAt: at,
      updatedAt: at,
      environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
      publishedVersion: 2,
      publishedAt: at,
      firstPublishedAt: at,
      publishedCounter: 1,
      version: 3,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'contentDetail' } },
    },
    fields: { title: { 'en-US': title, 'es-MX': title }, path: { 'en-US': path, 'es-MX': path } },
  })
}

mkdirSync(dirname(CONTENTFUL_STAND_IN.exportPath), { recursive: true })
writeFileSync(`${CONTENTFUL_STAND_IN.exportPath}.tmp`, JSON.stringify(data))
renameSync(`${CONTENTFUL_STAND_IN.exportPath}.tmp`, CONTENTFUL_STAND_IN.exportPath)

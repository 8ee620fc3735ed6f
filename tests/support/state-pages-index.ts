/** The content index of an export with state pages added (tests/e2e/support/state-pages-export.ts), for unit tests. */
import { readFileSync } from 'node:fs'
import { buildContentIndex, type ContentIndex } from '../../src/server/content/content-index.ts'
import { parseExportText } from '../../src/server/content/read-export-file.ts'
import { newHampshireBaseOf, withStatePages } from '../e2e/support/state-pages-export.ts'

export type StatePagesExport = Parameters<typeof withStatePages>[0]
type Entry = StatePagesExport['entries'][number]

/** The export's JSON with state pages, after `change` (to break it further). */
function statePagesExport(source: string, change: (data: StatePagesExport) => void = () => {}): StatePagesExport {
  const data = withStatePages(JSON.parse(readFileSync(source, 'utf8')) as StatePagesExport)
  change(data)
  return data
}

function indexOfExport(data: StatePagesExport): ContentIndex {
  return buildContentIndex(parseExportText(JSON.stringify(data), 'state pages export'))
}

/** The index, and the page entry whose New Hampshire state page it has. */
export function statePagesIndex(source: string, change?: (data: StatePagesExport) => void): { index: ContentIndex; newHampshireBase: Entry } {
  const data = statePagesExport(source, change)
  return { index: indexOfExport(data), newHampshireBase: newHampshireBaseOf(data.entries) }
}

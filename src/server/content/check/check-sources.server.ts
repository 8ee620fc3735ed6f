/**
 * What `npm run content:check` reads: a `contentful space export` file, or a Contentful space
 * through the Delivery API (the Preview API for drafts). The content goes through the same
 * readers the site uses (read-export-file.ts, contentful-delivery-source.server.ts); the
 * content types come along, for the checks that need the model.
 */
import { contentfulClient, contentfulDeliverySource, type ContentfulSourceOptions } from '../contentful-delivery-source.server.ts'
import { parseExportText, readExportText } from '../read-export-file.ts'
import type { SpaceSnapshot } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'
import { exportContentTypes, parseContentTypes, type ContentType } from './content-types.ts'

export type CheckSource = {
  readonly name: string
  load(): Promise<{ snapshot: SpaceSnapshot; contentTypes: ContentType[]; problems: ContentProblem[] }>
}

export function exportCheckSource(path: string, { drafts = false }: { drafts?: boolean } = {}): CheckSource {
  return {
    name: `export file ${path}${drafts ? ' (with drafts)' : ''}`,
    async load() {
      const { file, text } = await readExportText(path)
      const snapshot = parseExportText(text, file, { drafts })
      return { snapshot, ...exportContentTypes(text) }
    },
  }
}

export function contentfulCheckSource(options: ContentfulSourceOptions): CheckSource {
  const entries = contentfulDeliverySource(options)
  const client = contentfulClient(options)
  return {
    name: entries.name,
    async load() {
      // A space holds far fewer content types than one page of 1000; the SDK's type omits `limit`.
      const [snapshot, contentTypes] = await Promise.all([entries.load(), client.getContentTypes({ limit: 1000 } as { query?: string })])
      return { snapshot, ...parseContentTypes(contentTypes.items) }
    },
  }
}

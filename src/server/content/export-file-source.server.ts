import type { ContentSource } from './content-source.ts'
import { readExportFile, resolveExportPath } from './read-export-file.ts'

export function exportFileSource(path: string, { drafts = false }: { drafts?: boolean } = {}): ContentSource {
  return { name: `export file ${resolveExportPath(path)}${drafts ? ' (with drafts)' : ''}`, load: () => readExportFile(path, { drafts }) }
}

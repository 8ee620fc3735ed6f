import type { ContentSource } from './content-source.ts'
import { readExportFile, resolveExportPath } from './read-export-file.ts'

export function exportFileSource(path: string): ContentSource {
  return { name: `export file ${resolveExportPath(path)}`, load: () => readExportFile(path) }
}

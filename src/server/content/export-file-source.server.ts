import { bundledExport, bundledExportVersion } from './bundled-export.ts'
import type { ContentSource } from './content-source.ts'
import { parseExportText, readExportFile, resolveExportPath } from './read-export-file.ts'

export function exportFileSource(path: string, { drafts = false }: { drafts?: boolean } = {}): ContentSource {
  return { name: `export file ${resolveExportPath(path)}${drafts ? ' (with drafts)' : ''}`, load: () => readExportFile(path, { drafts }) }
}

/** The export baked into an edge build, or null on the node server (bundled-export.ts). */
export function bundledExportSource({ drafts = false }: { drafts?: boolean } = {}): ContentSource | null {
  const text = bundledExport
  if (text === null) return null
  const label = `bundled at build${drafts ? ' (with drafts)' : ''}`
  // The same export with its drafts is other content: its pages get a version of their own.
  const version = bundledExportVersion === null ? undefined : `${bundledExportVersion}${drafts ? '-drafts' : ''}`
  return { name: `export ${label}`, load: async () => parseExportText(text, label, { drafts }), versionOf: () => version }
}

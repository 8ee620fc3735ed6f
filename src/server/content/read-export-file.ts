/**
 * Reads a `contentful space export` file at run time, so another export needs no rebuild.
 * Imported by the start-up script too (scripts/serve.ts): relative imports with extensions only.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { visibleItems } from './export-drafts.ts'
import { parseSpaceItems, spaceFrameSchema, type SpaceSnapshot } from './space-snapshot.ts'

export class ExportFileError extends Error {
  override name = 'ExportFileError'
}

export function resolveExportPath(path: string): string {
  return resolve(process.cwd(), path)
}

/** The export's published content; with `drafts`, its drafts as well (the preview). */
export async function readExportFile(path: string, { drafts = false }: { drafts?: boolean } = {}): Promise<SpaceSnapshot> {
  const { file, text } = await readExportText(path)
  return parseExportText(text, file, { drafts })
}

/** The export file's text, unchecked, and where it is; a file that cannot be read is an ExportFileError. */
export async function readExportText(path: string): Promise<{ file: string; text: string }> {
  const file = resolveExportPath(path)
  try {
    return { file, text: await readFile(file, 'utf8') }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new ExportFileError(`Content export ${file} cannot be read (${reason})`)
  }
}

/** An export's text, checked as `contentful space export` output; `label` names it in errors. */
export function parseExportText(text: string, label: string, { drafts = false }: { drafts?: boolean } = {}): SpaceSnapshot {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    // One line: Node quotes the surrounding source, newlines included.
    const reason = (error as Error).message.replace(/\s*\n\s*/g, ' ')
    throw new ExportFileError(`Content export ${label} is not valid JSON: ${reason}`)
  }
  const parsed = spaceFrameSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'top level'
    throw new ExportFileError(
      `Content export ${label} is not a Contentful space export: ${where}: ${issue?.message ?? 'invalid'}`,
    )
  }
  const { entries, assets, locales } = parsed.data
  return parseSpaceItems({ entries: visibleItems(entries, { drafts }), assets: visibleItems(assets, { drafts }), locales })
}

/**
 * Reading a `contentful space export` file: a file the site cannot use stops start-up with a
 * message naming the file and the problem; one malformed entry is reported and left out.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildContentIndex } from './content-index.ts'
import { ExportFileError, readExportFile } from './read-export-file.ts'

type Json = Record<string, unknown>
type ExportJson = { entries: Json[]; assets: Json[]; locales: Json[] } & Json

const EMBEDDED = 'content/export.json'
const rawEmbedded = (): ExportJson => JSON.parse(readFileSync(EMBEDDED, 'utf8')) as ExportJson
const contentTypeOf = (entry: Json) => ((entry.sys as Json).contentType as { sys: { id: string } } | undefined)?.sys.id

const temp = mkdtempSync(join(tmpdir(), 'export-file-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

let counter = 0
function writeTemp(text: string): string {
  counter += 1
  const file = join(temp, `export-${counter}.json`)
  writeFileSync(file, text)
  return file
}

async function exportError(path: string): Promise<ExportFileError> {
  const error = await readExportFile(path).then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ExportFileError)) throw new Error(`expected an ExportFileError, got ${String(error)}`)
  return error
}

describe('readExportFile with a file the site cannot use', () => {
  it('names the absolute path of a missing file', async () => {
    const file = join(temp, 'missing', 'export.json')
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/ENOENT|cannot be read/)
  })

  it('resolves a relative path against the working directory in the message', async () => {
    const missing = relative(process.cwd(), join(temp, 'relative-missing.json'))
    const error = await exportError(missing)
    expect(error.message).toContain(resolve(process.cwd(), missing))
  })

  it('names the file and says it is not valid JSON', async () => {
    const file = writeTemp('{"locales": [}')
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/not valid JSON/)
  })

  it('reports a pretty-printed file with a syntax error in one line', async () => {
    // The usual hand-edit mistake: a trailing comma in a formatted export.
    const file = writeTemp('{\n  "locales": [],\n  "entries": [\n    {"sys": {"id": "a"}},\n  ]\n}\n')
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).not.toContain('\n')
  })

  it('names the file and the missing locales when the JSON is not a space export', async () => {
    const file = writeTemp(JSON.stringify({ entries: [], assets: [] }))
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/not a Contentful space export/)
    expect(error.message).toContain('locales')
  })

  it('names the file and the entries when entries is not an array', async () => {
    const raw = rawEmbedded()
    const file = writeTemp(JSON.stringify({ ...raw, entries: { not: 'a list' } }))
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).toContain('entries')
  })

  it('rejects a file whose top level is not an object', async () => {
    const file = writeTemp('[]')
    const error = await exportError(file)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/not a Contentful space export/)
  })
})

describe('readExportFile with one malformed entry', () => {
  const raw = rawEmbedded()
  const victimIndex = raw.entries.findIndex((entry) => contentTypeOf(entry) === 'contentDetail')
  const victim = raw.entries[victimIndex] as Json
  const victimId = (victim.sys as Json).id as string
  const broken = structuredClone(raw)
  delete ((broken.entries[victimIndex] as Json).sys as Json).contentType
  const file = writeTemp(JSON.stringify(broken, null, 2))

  it('still loads every other entry', async () => {
    const snapshot = await readExportFile(file)
    expect(snapshot.entries).toHaveLength(raw.entries.length - 1)
    expect(snapshot.entries.map((entry) => entry.sys.id)).not.toContain(victimId)
    expect(snapshot.assets).toHaveLength(raw.assets.length)
    expect(snapshot.locales.map((locale) => locale.code).sort()).toEqual(raw.locales.map((locale) => locale.code).sort())
  })

  it('reports the entry with its id and the missing field', async () => {
    const snapshot = await readExportFile(file)
    expect(snapshot.issues).toEqual([expect.objectContaining({ entryId: victimId, field: 'sys.contentType' })])
  })

  it('keeps the rest of the site served, and the issue in the built index', async () => {
    const index = buildContentIndex(await readExportFile(file))
    const complete = buildContentIndex(await readExportFile(EMBEDDED))
    expect(index.issues).toContainEqual(expect.objectContaining({ entryId: victimId }))
    for (const locale of ['en-US', 'es-MX'] as const) {
      const expected = complete.pages(locale).filter((page) => page.id !== victimId)
      expect(expected.length).toBeGreaterThan(0)
      for (const page of expected) expect(index.page(locale, page.path)?.id).toBe(page.id)
      expect(index.pages(locale).map((page) => page.id)).not.toContain(victimId)
    }
  })

  it('reports an asset without an id and keeps the others', async () => {
    const withBadAsset = structuredClone(raw)
    const badAsset = structuredClone(withBadAsset.assets[0] as Json)
    delete (badAsset.sys as Json).id
    withBadAsset.assets.push(badAsset)
    const snapshot = await readExportFile(writeTemp(JSON.stringify(withBadAsset)))
    expect(snapshot.assets).toHaveLength(raw.assets.length)
    expect(snapshot.issues).toEqual([expect.objectContaining({ contentType: 'asset', field: 'sys.id' })])
  })
})

describe('readExportFile with the shipped exports', () => {
  it.each([EMBEDDED, 'tests/fixtures/alternate-export.json'])('loads %s without issues', async (path) => {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as ExportJson
    const snapshot = await readExportFile(path)
    expect(snapshot.issues).toEqual([])
    expect(snapshot.entries).toHaveLength(raw.entries.length)
    expect(snapshot.assets).toHaveLength(raw.assets.length)
    expect(snapshot.locales).toHaveLength(raw.locales.length)
  })
})

/**
 * A page type's facts (<folder>.page-type.ts) are plain data: they import no component, no fields
 * spec, no schema library, no React. The specs are bound on the server
 * (src/server/content/page-type-fields.ts) and the browser never loads them: no browser module
 * reaches a spec through its imports, dynamic ones counted, short of a server function or a
 * server-only module, whose server half the build strips
 * (docs/decisions/054-page-type-facts-apart-from-bindings.md).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { forbiddenPaths, importGraph, runtimeSpecifiers } from './import-graph'

const manifests = readdirSync('src/page-types', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(join('src/page-types', folder.name)).filter((name) => name.endsWith('.page-type.ts')).map((name) => join('src/page-types', folder.name, name)))

/** What a manifest may import: the declaration helper and the shell's shared constants. */
const PLAIN_DATA = /^\.\.\/page-type-manifest\.ts$|^\.\.\/\.\.\/shared\/[\w/-]+(?<!\.fields)\.ts$/

const SPEC = /^src\/page-types\/.*\.fields\.ts$|^src\/server\/content\/page-type-fields\.ts$/
/** Modules whose server half the build strips, or that never reach the browser. */
const SERVER_HALF = /\.(functions|server|isomorphic)\.tsx?$|^src\/server\//
const BROWSER_ROOT = /^src\/(features|page-types|shared|stores|routes)\/|^src\/(client|router)\.tsx$/

/** Each browser module's first path to a fields spec, stopping at server halves. */
function browserPathsToSpecs(graph: Map<string, string[]>): string[][] {
  const browserGraph = new Map([...graph].map(([file, targets]) => [file, SERVER_HALF.test(file) ? [] : targets]))
  const isBrowserModule = (file: string) => BROWSER_ROOT.test(file) && !SERVER_HALF.test(file) && !SPEC.test(file) && !/-fixture\.ts$/.test(file)
  return forbiddenPaths(browserGraph, isBrowserModule, (file) => SPEC.test(file))
}

describe('page-type facts', () => {
  it('are found', () => {
    expect(manifests.length).toBeGreaterThan(20)
  })

  it.each(manifests)('%s imports nothing but plain data', (file) => {
    const imports = runtimeSpecifiers(readFileSync(file, 'utf8'))
    expect(imports.filter((specifier) => !PLAIN_DATA.test(specifier))).toEqual([])
  })
})

describe('fields specs', () => {
  it('are reached by no browser module', () => {
    const graph = importGraph(process.cwd())
    expect(browserPathsToSpecs(graph).map((path) => path.join(' -> '))).toEqual([])
  })

  it('are caught when a component reaches one, but not through a server function', () => {
    const graph = new Map([
      ['src/page-types/a/a.tsx', ['src/page-types/a/a-helpers.ts', 'src/page-types/a/a.functions.ts']],
      ['src/page-types/a/a-helpers.ts', ['src/page-types/a/a.fields.ts']],
      ['src/page-types/a/a.functions.ts', ['src/server/content/page-type-fields.ts']],
      ['src/server/content/page-type-fields.ts', ['src/page-types/a/a.fields.ts']],
      ['src/page-types/a/a.fields.ts', []],
    ])
    expect(browserPathsToSpecs(graph)).toEqual([['src/page-types/a/a.tsx', 'src/page-types/a/a-helpers.ts', 'src/page-types/a/a.fields.ts'], ['src/page-types/a/a-helpers.ts', 'src/page-types/a/a.fields.ts']])
  })
})

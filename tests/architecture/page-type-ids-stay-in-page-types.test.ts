/**
 * A page-type id written outside src/page-types/ is a second copy of a fact waiting to drift: code
 * elsewhere asks the facts (a role, a shell flag, the resolver) instead
 * (docs/decisions/054-page-type-facts-apart-from-bindings.md). Tests and fixtures aside. The ids
 * come from the manifests; src/ and scripts/ are scanned for string literals (comments left out).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageTypeManifests } from '../../src/page-types/page-type-manifests.ts'
import { sourceFiles } from './import-graph'

/** The string literals of a module's text (quoted, or template literals without substitutions), comments skipped. */
function stringLiterals(text: string): string[] {
  const literals: string[] = []
  let position = 0
  while (position < text.length) {
    const char = text[position]
    const next = text[position + 1]
    if (char === '/' && next === '/') position = text.indexOf('\n', position) === -1 ? text.length : text.indexOf('\n', position)
    else if (char === '/' && next === '*') position = text.indexOf('*/', position + 2) === -1 ? text.length : text.indexOf('*/', position + 2) + 2
    else if (char === "'" || char === '"' || char === '`') {
      let end = position + 1
      let value = ''
      let substituted = false
      while (end < text.length && text[end] !== char) {
        if (text[end] === '\\') {
          value += text[end + 1] ?? ''
          end += 2
          continue
        }
        if (char === '`' && text[end] === '$' && text[end + 1] === '{') substituted = true
        if (char !== '`' && text[end] === '\n') break
        value += text[end]
        end += 1
      }
      if (!substituted) literals.push(value)
      position = end + 1
    } else position += 1
  }
  return literals
}

const isTestOrFixture = (file: string) => /\.test\.tsx?$|[-.]fixtures?\.tsx?$|\/fixtures\//.test(file)

/** `file: id` for each page-type id written as a string literal outside src/page-types/. */
function idLiteralsOutsidePageTypes(files: ReadonlyMap<string, string>, ids: readonly string[]): string[] {
  const known = new Set(ids)
  return [...files].flatMap(([file, text]) =>
    file.startsWith('src/page-types/') || isTestOrFixture(file) ? [] : stringLiterals(text).filter((literal) => known.has(literal)).map((id) => `${file}: ${id}`),
  )
}

describe('page-type ids', () => {
  const ids = pageTypeManifests.map((manifest) => manifest.id)

  it('are written nowhere in src/ or scripts/ outside src/page-types/ (tests and fixtures aside)', () => {
    const files = new Map([...sourceFiles('src'), ...sourceFiles('scripts')].map((file) => [file, readFileSync(file, 'utf8')]))
    expect(ids.length).toBeGreaterThan(20)
    expect(files.size).toBeGreaterThan(100)
    expect(idLiteralsOutsidePageTypes(files, ids)).toEqual([])
  })

  it('are found as literals of any quote, not in comments, names or longer strings, and allowed in page types and tests', () => {
    const files = new Map([
      ['src/server/a.ts', "// the 'petition' page\nconst a = page.contentType === 'petition' ? `petition` : \"petitions\"\n/* 'petition' */ const petition = 1"],
      ['src/shared/b.ts', 'const kinds = ["petition", `${prefix}petition`, \'a petition\', "it\'s"]'],
      ['scripts/c.ts', 'const url = "https://example.org/petition" // petition'],
      ['src/page-types/petition/petition.page-type.ts', "id: 'petition'"],
      ['src/server/a.test.ts', "expect(id).toBe('petition')"],
      ['src/server/check/check-export-fixture.ts', "{ id: 'petition' }"],
    ])
    expect(idLiteralsOutsidePageTypes(files, ['petition'])).toEqual(['src/server/a.ts: petition', 'src/server/a.ts: petition', 'src/shared/b.ts: petition'])
  })
})

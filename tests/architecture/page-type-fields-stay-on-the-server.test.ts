/**
 * A page type's fields spec (zod schemas) never reaches the browser: each manifest hands it over
 * through createServerOnlyFn, which the build replaces in the browser's bundle, dropping the import
 * (docs/decisions/026-page-type-manifest.md). A plain `fields: () => spec` would type-check and ship them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const manifests = readdirSync('src/page-types', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(join('src/page-types', folder.name)).filter((name) => name.endsWith('.page-type.ts')).map((name) => join('src/page-types', folder.name, name)))

describe('page-type manifests', () => {
  it('are found', () => {
    expect(manifests.length).toBeGreaterThan(20)
  })

  it.each(manifests)('%s hands its fields spec over through createServerOnlyFn', (file) => {
    const source = readFileSync(file, 'utf8')
    expect(source).toMatch(/^\s*fields: createServerOnlyFn\(\(\) => \w+\),$/m)
    expect(source).toMatch(/^import \{ createServerOnlyFn \} from '@tanstack\/react-start'$/m)
  })
})

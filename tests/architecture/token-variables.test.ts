/**
 * The stylesheet keeps only the token variables its styles read (scripts/build/prune-unused-tokens.cjs,
 * ADR 032). So the code never reads one at run time: no `var(--…)` in a style or a string, no
 * token lookup from `styled-system/tokens`. A value a component needs is a style, or its own literal.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('token variables', () => {
  it('are read by styles only, never by code at run time', () => {
    const offenders = sourceFiles('src').filter((file) => {
      const source = readFileSync(file, 'utf8')
      return /var\(--/.test(source) || /from ['"]styled-system\/tokens/.test(source)
    })
    expect(offenders).toEqual([])
  })
})

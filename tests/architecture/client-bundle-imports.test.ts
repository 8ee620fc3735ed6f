import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { importGraph } from './import-graph'

/**
 * Modules that must never reach the browser bundle through a runtime import. `*.functions.ts` and
 * `*.isomorphic.ts` files are compiled by Start, which strips their server branches.
 */
const SERVER_ONLY = [/^src\/server\//, /^src\/queries\/content-model\.ts$/, /^app\.config\.ts$/]

describe('browser code', () => {
  it('never imports the zod content model, server modules or the configuration at run time', () => {
    const graph = importGraph(process.cwd())
    // A route with server handlers and no component (an API, the sitemap) never reaches the browser.
    const serverOnlyRoute = (file: string) => {
      if (!file.startsWith('src/routes/')) return false
      const source = readFileSync(file, 'utf8')
      return source.includes('handlers:') && !source.includes('component')
    }
    const clientRoots = [...graph.keys()].filter(
      (file) => /^src\/(features|page-types|shared|stores|routes)\//.test(file) && !serverOnlyRoute(file) && !/\.(functions|server|fields|isomorphic)\.tsx?$/.test(file),
    )
    const offenders: string[] = []
    for (const file of clientRoots) {
      for (const target of graph.get(file) ?? []) {
        if (SERVER_ONLY.some((pattern) => pattern.test(target))) offenders.push(`${file} -> ${target}`)
      }
    }
    expect(offenders).toEqual([])
  })
})

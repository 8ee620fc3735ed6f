/**
 * The server sits below the UI: no module under src/server/ reaches, through its imports (dynamic
 * ones counted), a module that imports a component — a `.tsx` under src/page-types, src/features
 * or src/routes. A page type's facts are plain data the server reads; its component is bound in the
 * browser's registry (docs/decisions/054-page-type-facts-apart-from-bindings.md).
 */
import { describe, expect, it } from 'vitest'
import { forbiddenPaths, importGraph } from './import-graph'

const COMPONENT = /^src\/(page-types|features|routes)\/.*\.tsx$/

/** Each server module's first path to a module that imports a component. */
function serverPathsToComponents(graph: Map<string, string[]>): string[][] {
  const importsComponent = (file: string) => (graph.get(file) ?? []).some((target) => COMPONENT.test(target))
  return forbiddenPaths(graph, (file) => file.startsWith('src/server/'), importsComponent)
}

describe('server modules', () => {
  it('reach no module that imports a component', () => {
    const graph = importGraph(process.cwd())
    expect(graph.size).toBeGreaterThan(20)
    expect(serverPathsToComponents(graph).map((path) => path.join(' -> '))).toEqual([])
  })

  it('are caught reaching one two imports away', () => {
    const graph = new Map([
      ['src/server/content/index.ts', ['src/page-types/a/a.page-type.ts']],
      ['src/page-types/a/a.page-type.ts', ['src/page-types/a/a.tsx']],
      ['src/page-types/a/a.tsx', []],
      ['src/server/http/headers.ts', ['src/shared/strings.ts']],
      ['src/shared/strings.ts', []],
      ['src/page-types/registry.ts', ['src/page-types/a/a.tsx']],
    ])
    expect(serverPathsToComponents(graph)).toEqual([['src/server/content/index.ts', 'src/page-types/a/a.page-type.ts']])
  })
})

import { describe, expect, it } from 'vitest'
import { findCycles, importGraph, runtimeSpecifiers } from './import-graph'

describe('import cycles', () => {
  it('src has none at run time, dynamic imports counted (type-only imports excepted)', () => {
    const graph = importGraph(process.cwd())
    expect(graph.size).toBeGreaterThan(20)
    expect(findCycles(graph)).toEqual([])
  })

  it('are found when two modules import each other through a third', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  })

  it('count a dynamic import as an edge, and leave type-only imports out', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "import { type C } from './c'",
      "export { d } from './d'",
      "import './e.css'",
      "const load = () => import('./f.tsx')",
      "type G = typeof import('./g')",
    ].join('\n')
    expect(runtimeSpecifiers(source).sort()).toEqual(['./a', './d', './e.css', './f.tsx'])
  })
})

import { describe, expect, it } from 'vitest'
import { findCycles, importGraph } from './import-graph'

describe('import cycles', () => {
  it('src has none at run time (type-only imports excepted)', () => {
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
})

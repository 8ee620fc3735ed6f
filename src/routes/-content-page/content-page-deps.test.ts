import { describe, expect, it } from 'vitest'
import { contentPageDeps } from './content-page-route'

describe('the experiments a URL forces', () => {
  it('are the ?experiment-<name>=<variation> parameters, and nothing else of the query', () => {
    expect(contentPageDeps({ search: { 'experiment-hero': 'bold', zip: '78701', q: 'water', 'experiment-': 'x', 'experiment-count': 3 } })).toEqual({
      forced: { hero: 'bold', count: '3' },
    })
  })

  it('leave out a name or variation longer than any an editor gives, instead of failing the page', () => {
    const long = 'x'.repeat(201)
    expect(contentPageDeps({ search: { [`experiment-${long}`]: 'bold', 'experiment-hero': long, 'experiment-ok': 'x'.repeat(200) } })).toEqual({
      forced: { ok: 'x'.repeat(200) },
    })
  })
})

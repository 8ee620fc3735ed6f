/** The browser build's hand-kept group (ADR 041) names files that exist: a rename fails here, not silently in a phone's waterfall. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_CHUNK_GROUPS, VISITOR_STATE_MODULES } from '../../scripts/build/client-chunk-groups.ts'

const src = join(import.meta.dirname, '../../src')

describe('the visitor-state group', () => {
  it('lists only files under src/ that exist', () => {
    expect(VISITOR_STATE_MODULES.filter((module) => !existsSync(join(src, module)))).toEqual([])
  })

  it('captures a listed module by its bundled id, with or without a query, and nothing beside it', () => {
    const group = CLIENT_CHUNK_GROUPS.find(({ name }) => name === 'visitor-state')!
    const test = group.test as (id: string) => boolean
    expect(test(join(src, 'shared/browser-storage.ts'))).toBe(true)
    expect(test(`${join(src, 'features/fundraising/alternative-action.tsx')}?tsr-split=component`)).toBe(true)
    expect(test(join(src, 'shared/browser-storage.test.ts'))).toBe(false)
    expect(test(join(src, 'features/fundraising/donation-page.tsx'))).toBe(false)
  })
})

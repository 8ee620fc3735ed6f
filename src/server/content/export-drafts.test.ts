import { describe, expect, it } from 'vitest'
import { visibleItems } from './export-drafts'

const published = { sys: { id: 'published', version: 4, publishedVersion: 3 } }
const draft = { sys: { id: 'draft', version: 2 } }
const archived = { sys: { id: 'archived', version: 6, publishedVersion: 3, archivedVersion: 5 } }
const handWritten = { sys: { id: 'hand-written' } }

describe('which exported entries a visitor sees', () => {
  it('is the published ones (and hand-written ones with no version at all)', () => {
    expect(visibleItems([published, draft, archived, handWritten], { drafts: false })).toEqual([published, handWritten])
  })

  it('in preview, drafts as well, never archived entries', () => {
    expect(visibleItems([published, draft, archived, handWritten], { drafts: true })).toEqual([published, draft, handWritten])
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { Experiment } from '../../content-model/content-model'

vi.mock('./assignment-counter.server.ts', () => ({ countAssignment: vi.fn() }))
const { countAssignment } = await import('./assignment-counter.server.ts')
const { assignAtTheDoor } = await import('./assignment-at-the-door.server.ts')

const hero = {
  experimentName: 'hero',
  isActive: true,
  conditions: { pageTypes: [], pagePaths: [] },
  variations: [
    { variationName: 'control', contentOverrides: {}, assets: [] },
    { variationName: 'b', contentOverrides: {}, assets: [] },
  ],
} as unknown as Experiment
const cookieOf = (assignments: Record<string, string>) => encodeURIComponent(JSON.stringify(assignments))

describe('the assignment at the door', () => {
  it('has nothing to settle on a page without experiments', () => {
    expect(assignAtTheDoor([], { cookie: undefined, forced: {}, preview: false })).toBeNull()
  })

  it('draws a new visitor a variation once, counts it, and says the cookie must be set', () => {
    vi.mocked(countAssignment).mockClear()
    expect(assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: false }, () => 0.9)).toEqual({ assignments: { hero: 'b' }, forPage: { hero: 'b' }, drawn: true, visitor: true, refcode2: null })
    expect(countAssignment).toHaveBeenCalledExactlyOnceWith('hero', 'b')
  })

  it('keeps a returning visitor’s variation and the rest of their cookie, drawing nothing', () => {
    vi.mocked(countAssignment).mockClear()
    expect(assignAtTheDoor([hero], { cookie: cookieOf({ hero: 'control', other: 'x' }), forced: {}, preview: false }, () => 0.9)).toEqual({
      assignments: { hero: 'control', other: 'x' },
      forPage: { hero: 'control' },
      drawn: false,
      visitor: true,
      refcode2: null,
    })
    expect(countAssignment).not.toHaveBeenCalled()
  })

  it('lets the URL force a variation (the cookie changes, nothing is counted), and counts no draw in preview', () => {
    vi.mocked(countAssignment).mockClear()
    expect(assignAtTheDoor([hero], { cookie: cookieOf({ hero: 'control' }), forced: { hero: 'b' }, preview: false })).toMatchObject({ forPage: { hero: 'b' }, drawn: true })
    expect(assignAtTheDoor([hero], { cookie: cookieOf({ hero: 'b' }), forced: { hero: 'b' }, preview: false })).toMatchObject({ drawn: false })
    assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: true })
    expect(countAssignment).not.toHaveBeenCalled()
  })
})

describe('who the door counts and vouches for', () => {
  const secret = 'a-test-signing-secret-0123'

  it('shows a variation to a request that is no visitor (bot, HEAD, prefetch) without counting it or signing its draw', () => {
    vi.mocked(countAssignment).mockClear()
    expect(assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: false, visitor: false, signingSecret: secret }, () => 0.9)).toEqual({
      assignments: { hero: 'b' },
      forPage: { hero: 'b' },
      drawn: true,
      visitor: false,
      refcode2: null,
    })
    expect(countAssignment).not.toHaveBeenCalled()
  })

  it('signs what it drew, keeps vouching for an earlier signed draw, and never for a forced or hand-written variation', async () => {
    const { verifiedPairs } = await import('./signed-refcode2.ts')
    const drawn = assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: false, signingSecret: secret }, () => 0.9)
    expect(verifiedPairs(drawn?.refcode2, secret)).toBe('hero_b')

    const ask = { ...hero, experimentName: 'ask' } as Experiment
    const later = assignAtTheDoor([ask], { cookie: cookieOf({ hero: 'b' }), signedRefcode2: drawn?.refcode2, forced: {}, preview: false, signingSecret: secret }, () => 0)
    expect(verifiedPairs(later?.refcode2, secret)).toBe('ask_control__hero_b')

    // The cookie says hero=control by hand: the earlier signature vouches for hero=b only.
    const edited = assignAtTheDoor([ask], { cookie: cookieOf({ hero: 'control' }), signedRefcode2: drawn?.refcode2, forced: {}, preview: false, signingSecret: secret }, () => 0)
    expect(verifiedPairs(edited?.refcode2, secret)).toBe('ask_control')

    const forced = assignAtTheDoor([hero], { cookie: undefined, forced: { hero: 'b' }, preview: false, signingSecret: secret })
    expect(forced).toMatchObject({ drawn: true, refcode2: null })

    // A visitor signed for hero=b who forces hero=control sees control: the new signature no longer names hero.
    const overridden = assignAtTheDoor([hero, ask], { cookie: cookieOf({ hero: 'b' }), signedRefcode2: drawn?.refcode2, forced: { hero: 'control' }, preview: false, signingSecret: secret }, () => 0)
    expect(overridden?.forPage.hero).toBe('control')
    expect(verifiedPairs(overridden?.refcode2, secret)).toBe('ask_control')
  })
})

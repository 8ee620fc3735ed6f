/**
 * The redirect page's inline script, run as a browser would run it (in a context with only a
 * window's globals), against what the page's own script would do in the same case: the same
 * destination, the first touch kept the same way, and no decision where it must wait.
 */
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { withRefcodes } from '../../features/fundraising/donate-links'
import { CLIENT_ATTRIBUTES_KEY } from '../../features/segments/client-attributes-storage'
import { FIRST_TOUCH_KEEP_MS, FIRST_TOUCH_STORAGE_KEY, firstTouchRefcode, refcodeFromSearch } from '../../shared/fundraising/first-touch-refcode'
import { sanitizeRefcode } from '../../shared/fundraising/refcode-format'
import { earlyRedirectScript } from './early-redirect-script'

const BASE = 'https://secure.example.org/donate/main?lang=es&express_lane=true'
const PAGE = 'https://campaign.example/give'
const NOW = Date.UTC(2026, 10, 26)

class MemoryStorage {
  readonly items: Map<string, string>
  constructor(items = new Map<string, string>()) {
    this.items = items
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

type Visit = { search?: string; storage?: MemoryStorage | 'blocked'; cookie?: string; disabledStates?: string[] }

/** Where the inline script sends the visitor, or null when it leaves the decision to the page. */
function runScript({ search = '', storage = new MemoryStorage(), cookie = '', disabledStates = [] }: Visit): string | null {
  const query = new URLSearchParams(search)
  const script = earlyRedirectScript({ href: withRefcodes(BASE, { refcode: null, refcode2: sanitizeRefcode(query.get('refcode2')) }), arriving: refcodeFromSearch(query), disabledStates })
  let destination: string | null = null
  const window = {
    get localStorage() {
      if (storage === 'blocked') throw new Error('blocked')
      return storage
    },
  }
  runInNewContext(script, { window, document: { cookie }, location: { href: `${PAGE}${search}`, replace: (to: string) => (destination = to) }, URL, JSON, Date: { now: () => NOW }, RegExp })
  return destination
}

/** Where the page's own script sends a visitor without experiments (custom-donation-form-redirect.tsx). */
function pageScriptDestination(search: string, storage: MemoryStorage | null): string {
  const query = new URLSearchParams(search)
  const refcode = firstTouchRefcode(storage as unknown as Storage, [query], NOW)
  return withRefcodes(BASE, { refcode: refcode ?? refcodeFromSearch(query), refcode2: sanitizeRefcode(query.get('refcode2')) })
}

/** A URL with its query's parameters sorted: the order they were added in means nothing to the provider. */
function sameParamsInOrder(href: string | null): string | null {
  if (href === null) return null
  const url = new URL(href)
  url.searchParams.sort()
  return url.href
}

const kept = (refcode: string, at: number) => new MemoryStorage(new Map([[FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ refcode, at })]]))
const remembered = (segments: Record<string, unknown>) => new MemoryStorage(new Map([[CLIENT_ATTRIBUTES_KEY, JSON.stringify({ segments, attributes: {} })]]))

describe('the redirect page’s early script', () => {
  it.each([
    ['no refcode anywhere', '', () => new MemoryStorage()],
    ['the URL’s refcode', '?refcode=spring_email&refcode2=ad_b', () => new MemoryStorage()],
    ['utm_* as the refcode', '?utm_source=email&utm_campaign=fall', () => new MemoryStorage()],
    ['a kept first touch over the URL’s', '?refcode=later', () => kept('first_touch', NOW - 1000)],
    ['a first touch kept too long, replaced by the URL’s', '?refcode=later', () => kept('first_touch', NOW - FIRST_TOUCH_KEEP_MS - 1)],
    ['a remembered state where fundraising is on', '?refcode=x', () => remembered({ zip: '73301', stateCode: 'TX' })],
  ])('sends the visitor where the page’s script would: %s', (_case, search, storage) => {
    expect(sameParamsInOrder(runScript({ search, storage: storage() }))).toBe(sameParamsInOrder(pageScriptDestination(search, storage())))
  })

  it('keeps an arriving refcode as the first touch, as the page’s script does', () => {
    const storage = new MemoryStorage()
    runScript({ search: '?refcode=spring_email', storage })
    expect(JSON.parse(storage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? 'null')).toEqual({ refcode: 'spring_email', at: NOW })
  })

  it('never charges in one tap, and keeps a refcode the form’s URL already names', () => {
    const destination = new URL(runScript({ search: '?refcode=x' }) ?? '')
    expect(destination.searchParams.has('express_lane')).toBe(false)
    expect(destination.searchParams.get('lang')).toBe('es')
  })

  it('sends the visitor on with blocked storage, with the URL’s refcode', () => {
    expect(new URL(runScript({ search: '?refcode=blocked_storage', storage: 'blocked' }) ?? '').searchParams.get('refcode')).toBe('blocked_storage')
  })

  it('ignores a kept refcode that is not one the site writes', () => {
    expect(new URL(runScript({ search: '?refcode=url', storage: kept('bad refcode<', NOW) }) ?? '').searchParams.get('refcode')).toBe('url')
  })

  it('leaves the decision to the page where it must wait or not ask', () => {
    expect(runScript({ storage: remembered({ zip: '73301' }) })).toBeNull()
    expect(runScript({ storage: remembered({ zip: '73301', stateCode: 'tx' }), disabledStates: ['TX'] })).toBeNull()
    expect(runScript({ search: '?refcode=x', cookie: 'other=1; exp=%7B%22Hero%22%3A%22control%22%7D' })).toBeNull()
    expect(runScript({ search: '?refcode=x', cookie: 'expired=1' })).not.toBeNull()
  })
})

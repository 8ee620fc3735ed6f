import { describe, expect, it, vi } from 'vitest'
import { CLIENT_ATTRIBUTES_KEY, readClientAttributes, writeClientAttributes, type StoredClientAttributes } from './client-attributes-storage'

/** A Storage-like map, so the tests do not depend on a DOM environment. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

const disabledStorage = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: (): void => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
}

describe('remembered client attributes', () => {
  it('remembers nothing for a first-time visitor', () => {
    expect(readClientAttributes(memoryStorage())).toBeNull()
  })

  it('gives back what was remembered on the previous visit', () => {
    const storage = memoryStorage()
    const value: StoredClientAttributes = {
      segments: { zip: '78701', stateCode: 'TX', city: 'Austin', latitude: 30.27, longitude: -97.74, disableLiberty: true, isOverride: true },
      attributes: { refcode: 'email-0612', source: 'newsletter' },
    }
    writeClientAttributes(storage, value)
    expect(storage.items.has(CLIENT_ATTRIBUTES_KEY)).toBe(true)
    expect(readClientAttributes(storage)).toEqual(value)
  })

  it('ignores an entry that cannot be parsed and says so on the console, naming the entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: '{oops' }))).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(CLIENT_ATTRIBUTES_KEY)
  })

  it('ignores an entry that is valid JSON but not an object, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: 'null' }))).toBeNull()
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: '42' }))).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('drops remembered fields of the wrong type and keeps the rest', () => {
    const raw = JSON.stringify({
      segments: { zip: 78701, stateCode: 7, city: 'Austin', latitude: '30.27', longitude: -97.74, disableLiberty: 'yes', isOverride: true },
      attributes: { refcode: 'email-0612', count: 3, nested: { a: 1 } },
    })
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: raw }))).toEqual({
      segments: { city: 'Austin', longitude: -97.74, isOverride: true },
      attributes: { refcode: 'email-0612' },
    })
  })

  it('drops a remembered zip that is not five digits', () => {
    for (const zip of ['1234', '123456', 'abcde', '78701-1234', '']) {
      const raw = JSON.stringify({ segments: { zip, stateCode: 'TX' }, attributes: {} })
      expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: raw }))?.segments).toEqual({ stateCode: 'TX' })
    }
  })

  it('drops remembered segments or attributes that are not objects', () => {
    const raw = JSON.stringify({ segments: 'TX', attributes: 'abc' })
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: raw }))).toEqual({ segments: {}, attributes: {} })
  })

  it('reads an entry without segments or attributes as empty ones', () => {
    expect(readClientAttributes(memoryStorage({ [CLIENT_ATTRIBUTES_KEY]: '{}' }))).toEqual({ segments: {}, attributes: {} })
  })

  it('remembers nothing, without throwing, when storage is disabled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readClientAttributes(disabledStorage)).toBeNull()
    expect(() => writeClientAttributes(disabledStorage, { segments: { zip: '78701' }, attributes: {} })).not.toThrow()
    expect(warn).not.toHaveBeenCalled()
  })
})

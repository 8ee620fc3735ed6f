import { describe, expect, it } from 'vitest'
import { labelGroups } from './label-groups'
import { messages } from './messages'

describe('the UI strings’ groups', () => {
  it('put every key of the catalogue in exactly one group, and nothing else', () => {
    const grouped: string[] = Object.values(labelGroups).flat()
    expect([...grouped].sort()).toEqual(Object.keys(messages['en-US']).sort())
    expect(new Set(grouped).size).toBe(grouped.length)
  })
})

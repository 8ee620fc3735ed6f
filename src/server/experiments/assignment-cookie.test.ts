import { describe, expect, it } from 'vitest'
import { parseAssignments, serializeAssignments } from './assignment-cookie'

describe('the assignment cookie', () => {
  it('keeps a visitor’s assignments from one visit to the next', () => {
    const assignments = { 'Homepage hero — fall 2026': 'Movement hero', other: 'control' }
    expect(parseAssignments(serializeAssignments(assignments))).toEqual(assignments)
    expect(parseAssignments(encodeURIComponent(serializeAssignments(assignments)))).toEqual(assignments)
  })

  it('treats a missing, tampered or foreign cookie as no assignment', () => {
    expect(parseAssignments(undefined)).toEqual({})
    expect(parseAssignments('{oops')).toEqual({})
    expect(parseAssignments('[1,2]')).toEqual({})
    expect(parseAssignments('{"a":1,"b":"x"}')).toEqual({ b: 'x' })
  })
})

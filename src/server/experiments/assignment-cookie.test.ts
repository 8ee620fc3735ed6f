import { describe, expect, it } from 'vitest'
import { MAX_ASSIGNMENT_COOKIE_LENGTH } from '../../shared/experiment-assignments'
import { assignmentCookieHeader, parseAssignments, serializeAssignments } from './assignment-cookie'

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

  it('reads a value longer than a browser keeps as no assignment, unparsed', () => {
    const long = JSON.stringify({ a: 'x'.repeat(MAX_ASSIGNMENT_COOKIE_LENGTH) })
    expect(parseAssignments(long)).toEqual({})
    expect(parseAssignments(JSON.stringify({ a: 'x'.repeat(MAX_ASSIGNMENT_COOKIE_LENGTH - 20) }))).toEqual({ a: 'x'.repeat(MAX_ASSIGNMENT_COOKIE_LENGTH - 20) })
  })

  it('is set first-party for 180 days, Lax, and Secure when the visit is', () => {
    const assignments = { 'Homepage hero — fall 2026': 'Movement hero' }
    const header = assignmentCookieHeader(assignments, { secure: true })
    expect(header).toBe(`exp=${encodeURIComponent(JSON.stringify(assignments))}; Max-Age=15552000; Path=/; SameSite=Lax; Secure`)
    expect(parseAssignments(header.slice('exp='.length).split(';')[0])).toEqual(assignments)
    expect(assignmentCookieHeader(assignments, { secure: false })).not.toContain('Secure')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseStackFrameLine } from './stack-frame-line'

/** The pattern the parser replaces, anchored as every trimmed frame line starts. */
const FRAME_PATTERN = /^at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/

function byPattern(line: string) {
  const match = FRAME_PATTERN.exec(line)
  return match ? { function: match[1], filename: match[2]!, lineno: Number(match[3]), colno: Number(match[4]) } : null
}

describe('a stack frame line', () => {
  it('reads the frames V8 writes', () => {
    expect(parseStackFrameLine('at renderPage (file:///srv/app/server.js:12:5)')).toEqual({ function: 'renderPage', filename: 'file:///srv/app/server.js', lineno: 12, colno: 5 })
    expect(parseStackFrameLine('at /srv/app/server.js:3:9')).toEqual({ function: undefined, filename: '/srv/app/server.js', lineno: 3, colno: 9 })
    expect(parseStackFrameLine('at async Promise.all (index 0)')).toBeNull()
    expect(parseStackFrameLine('at new Pool (node:internal/pool:1:2)')).toEqual({ function: 'new Pool', filename: 'node:internal/pool', lineno: 1, colno: 2 })
    expect(parseStackFrameLine('Error: boom')).toBeNull()
  })

  it('reads every line as the pattern it replaces did', () => {
    const unit = fc.constantFrom('a', ' ', '(', ')', ':', '1', '2', 'at ', ' (', ':1:2', 'x.js')
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (units) => {
        const line = `at ${units.join('')}`
        expect(parseStackFrameLine(line)).toEqual(byPattern(line))
      }),
      { numRuns: 2_000 },
    )
  })
})

/**
 * The ADRs carry a date and a status, and docs/decisions/README.md is the index those lines make
 * (scripts/docs/adr-index.ts). Stale index: run `node scripts/docs/write-adr-index.ts`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adrProblems, parseAdr, readAdrFiles, renderAdrIndex, type AdrFile } from '../../scripts/docs/adr-index.ts'

const folder = join(import.meta.dirname, '../../docs/decisions')

function adr(file: string, header: string, body = '## Context\nWhy.\n'): AdrFile {
  return { file, text: `${header}\n\n${body}` }
}

const accepted = (number: string, body?: string) => adr(`${number}-a-decision.md`, `# ${number} — A decision\n\nDate: 2026-11-22\nStatus: accepted`, body)

describe('the ADRs in the tree', () => {
  it('each starts with its title, a date and a status, and each status names later ADRs that cite it', () => {
    expect(adrProblems(readAdrFiles(folder))).toEqual([])
  })

  it('are listed by docs/decisions/README.md as their headers say', () => {
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toBe(renderAdrIndex(readAdrFiles(folder)))
  })
})

describe('an ADR header', () => {
  it('reads the number, title, date and each kind of status', () => {
    expect(parseAdr(adr('007-x.md', '# 007 — Seven\n\nDate: 2026-02-28\nStatus: amended by 012, 050'))).toMatchObject({
      number: '007',
      title: 'Seven',
      date: '2026-02-28',
      status: { kind: 'amended', by: ['012', '050'] },
    })
    expect(parseAdr(adr('007-x.md', '# 007 — Seven\n\nDate: 2026-02-28\nStatus: superseded by 058'))).toMatchObject({ status: { kind: 'superseded', by: '058' } })
  })

  it.each([
    ['a title without the dash', '# 007: Seven\n\nDate: 2026-02-28\nStatus: accepted', 'the first line'],
    ['a title numbered unlike its file', '# 008 — Seven\n\nDate: 2026-02-28\nStatus: accepted', 'not the file'],
    ['no date', '# 007 — Seven\n\nStatus: accepted', 'the third line'],
    ['a date that is no day', '# 007 — Seven\n\nDate: 2026-02-30\nStatus: accepted', 'the third line'],
    ['a status with prose', '# 007 — Seven\n\nDate: 2026-02-28\nStatus: accepted; amended by ADR 012 (its outbox)', 'the fourth line'],
    ['a capitalised status', '# 007 — Seven\n\nDate: 2026-02-28\nStatus: Accepted', 'the fourth line'],
    ['two ADRs superseding it', '# 007 — Seven\n\nDate: 2026-02-28\nStatus: superseded by 012, 050', 'the fourth line'],
  ])('refuses %s', (_, header, problem) => {
    expect(parseAdr(adr('007-x.md', header))).toMatchObject({ problem: expect.stringContaining(problem) })
  })
})

describe('the statuses across ADRs', () => {
  const amended = adr('003-three.md', '# 003 — Three\n\nDate: 2026-11-22\nStatus: amended by 025')

  it('accept a later ADR that cites the one it amends', () => {
    expect(adrProblems([amended, accepted('025', 'Amends [003](003-three.md).')])).toEqual([])
  })

  it('name an ADR that is missing, earlier, or silent about the one it changes', () => {
    expect(adrProblems([amended])).toEqual(['003-three.md: its status names ADR 025, which does not exist'])
    expect(adrProblems([amended, accepted('025', 'Nothing about the older one; 0030 and 3.003 are not it.')])).toEqual([
      '003-three.md: its status names ADR 025, whose text never cites 003',
    ])
    expect(adrProblems([adr('025-x.md', '# 025 — X\n\nDate: 2026-11-22\nStatus: amended by 003'), accepted('003', 'See 025.')])).toEqual([
      '025-x.md: its status names ADR 003, which is not later than 025',
    ])
  })

  it('refuse a number used twice', () => {
    expect(adrProblems([accepted('003'), adr('003-other.md', '# 003 — Other\n\nDate: 2026-11-22\nStatus: accepted')])).toEqual([
      '003-other.md: number 003 is taken by 003-a-decision.md too',
    ])
  })
})

describe('the index', () => {
  it('shows each status with links to the later ADRs, and on those what they amend or supersede', () => {
    const index = renderAdrIndex([
      adr('001-one.md', '# 001 — One | first\n\nDate: 2026-11-22\nStatus: superseded by 003'),
      adr('002-two.md', '# 002 — Two\n\nDate: 2026-11-23\nStatus: amended by 003'),
      adr('003-three.md', '# 003 — Three\n\nDate: 2026-11-24\nStatus: accepted', 'Replaces 001, amends 002.'),
    ])
    expect(index.split('\n').filter((line) => line.startsWith('| ['))).toEqual([
      '| [001](001-one.md) | One \\| first | 2026-11-22 | superseded by [003](003-three.md) |  |',
      '| [002](002-two.md) | Two | 2026-11-23 | amended by [003](003-three.md) |  |',
      '| [003](003-three.md) | Three | 2026-11-24 | accepted | supersedes [001](001-one.md); amends [002](002-two.md) |',
    ])
  })
})

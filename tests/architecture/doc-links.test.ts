/**
 * Docs and comments cite only what the repository has: files, folders and ADRs that exist, ADR
 * files by their own number, nothing outside the repository and nothing under the git-ignored
 * bench folder. The checker is tests/architecture/doc-links.ts.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { citationProblems, commentsOf, treeProblems, unallowed, type Allowance, type Tree } from './doc-links.ts'

/** Each entry says why a citation that fails the check is still right. */
const ALLOWANCES: Allowance[] = [
  {
    cited: '../shared/peers/bench.mjs',
    why: 'The shared peers bench: a tool kept beside every project of this kind, not in any of them, because it runs the peer sites too; the issue measures with it. A doc may name it as a command to run, exactly this path.',
  },
]

describe('the citations in the tree', () => {
  const { problems, unused } = unallowed(treeProblems(join(import.meta.dirname, '../..')), ALLOWANCES)

  it('point at files, folders and ADRs the repository has', () => {
    expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.cited} — ${problem.why}`)).toEqual([])
  })

  it('need every allowance the check makes', () => {
    expect(unused).toEqual([])
  })
})

const tree: Tree = {
  exists: (path) =>
    ['docs', 'docs/behaviour.md', 'docs/decisions', 'src', 'src/shared', 'src/shared/locale.ts', 'src/shared/rich-text/rich-text.tsx', 'scripts/bench.ts', 'tests/e2e'].includes(path),
  sectionsOf: (path) => new Set(path === 'docs/behaviour.md' ? ['1', '2', '3'] : []),
  adrs: new Map([
    ['013', '013-fundraising.md'],
    ['025', '025-feature-state-boundaries.md'],
    ['026', '026-page-type-manifest.md'],
    ['027', '027-page-response-policy.md'],
    ['039', '039-start-up-in-short-tasks.md'],
  ]),
}

const cited = (path: string, text: string) => citationProblems(path, text, tree).map(({ line, cited, why }) => ({ line, cited, why }))

describe('a superseded ADR', () => {
  it('may cite the files of the design it records, which are gone; not a missing ADR', () => {
    const text = (status: string) => `# 039 — Start-up in short tasks\n\nDate: 2026-11-26\nStatus: ${status}\n\nSee src/shared/next-task.ts and ADR 077.`
    expect(cited('docs/decisions/039-start-up-in-short-tasks.md', text('superseded by 026'))).toEqual([{ line: 6, cited: 'ADR 077', why: 'no ADR 077' }])
    expect(cited('docs/decisions/039-start-up-in-short-tasks.md', text('accepted')).map(({ cited }) => cited)).toEqual(['src/shared/next-task.ts', 'ADR 077'])
  })
})

describe('a comment in code', () => {
  it('is checked; strings, template literals and regular expressions are not', () => {
    const source = [
      "const home = 'src/gone.ts' // see src/shared/locale.ts and src/gone-too.ts",
      'const url = `https://example.org/src/${name}`',
      "const pattern = /src\\/gone-as-well/ // 'not a string here: src/missing.ts'",
      '/**',
      ' * The labels (src/shared/locale, src/shared/rich-text/rich-text.tsx).',
      ' */',
    ].join('\n')
    expect(cited('src/x.ts', source)).toEqual([
      { line: 1, cited: 'src/gone-too.ts', why: 'no such file in the repository' },
      { line: 3, cited: 'src/missing.ts', why: 'no such file in the repository' },
    ])
  })

  it('keeps its lines where they were', () => {
    expect(commentsOf("const a = 'x\\'y' // one\nconst b = \"//\"\n/* two\nthree */")).toBe(
      `${' '.repeat(17)}// one\n${' '.repeat(14)}\n/* two\nthree */`,
    )
  })
})

describe('a doc', () => {
  it('links relative to its own folder; web links and anchors are not files', () => {
    expect(cited('docs/x.md', '[b](behaviour.md#3) [a](https://example.org/a) [c](#c) [d](../src/shared/locale.ts) [gone](gone.md)')).toEqual([
      { line: 1, cited: 'gone.md', why: 'no such file in the repository' },
    ])
  })

  it('cites repository paths from the root, folders and globs by what exists', () => {
    expect(cited('docs/x.md', 'Run `tests/e2e/*.spec.ts`; read docs/behaviour.md, `scripts/bench.ts`.\nNot `scripts/gone.ts`.')).toEqual([
      { line: 2, cited: 'scripts/gone.ts', why: 'no such file in the repository' },
    ])
  })

  it('cites no file outside the repository', () => {
    expect(cited('docs/x.md', 'Run `node ../shared/peers/bench.mjs`.')).toEqual([{ line: 1, cited: '../shared/peers/bench.mjs', why: 'outside the repository' }])
    expect(cited('src/shared/x.ts', '// like ./locale.ts, not ../../../elsewhere/y.ts')).toEqual([{ line: 1, cited: '../../../elsewhere/y.ts', why: 'outside the repository' }])
  })

  it('cites nothing under the git-ignored bench folder', () => {
    expect(cited('docs/x.md', 'By `.bench/tools/tbt-ab.ts`; output under `.bench/`.')).toEqual([
      { line: 1, cited: '.bench/tools/tbt-ab.ts', why: 'under .bench/, which git ignores: no one else has it' },
    ])
  })
})

describe('a numbered section', () => {
  it('is one the doc has, cited with its path or, inside the doc, alone', () => {
    expect(cited('src/x.ts', '// docs/behaviour.md §3, and (`docs/behaviour.md` §2); docs/behaviour.md §14')).toEqual([
      { line: 1, cited: 'docs/behaviour.md §14', why: 'docs/behaviour.md has no section 14' },
    ])
    expect(cited('docs/behaviour.md', 'As in §1 and § 2, not §9.')).toEqual([{ line: 1, cited: '§9', why: 'docs/behaviour.md has no section 9' }])
    expect(cited('docs/x.md', 'A doc without numbered sections: §9.')).toEqual([])
  })
})

describe('an ADR citation', () => {
  it('names an ADR that exists, alone, in a list or a range', () => {
    expect(cited('docs/x.md', 'ADR 013; ADRs 025–027; ADR 026/027; ADR 025 and 039.')).toEqual([])
    expect(cited('docs/x.md', 'ADR 099; ADRs 025–098; ADR 026/097, ADR 013 and ADR 096.').map((problem) => problem.why)).toEqual([
      'no ADR 099',
      'no ADR 098',
      'no ADR 097',
      'no ADR 096',
    ])
  })

  it('names an ADR file by its own number', () => {
    expect(cited('src/x.ts', '// See docs/decisions/025-page-response-policy.md.')).toEqual([
      {
        line: 1,
        cited: 'docs/decisions/025-page-response-policy.md',
        why: 'ADR 027 is 027-page-response-policy.md; ADR 025 is 025-feature-state-boundaries.md',
      },
    ])
    expect(cited('src/x.ts', '// See docs/decisions/013-fundraising.md, 026-page-response-policy.md and 039-start-up.md.').map((problem) => problem.why)).toEqual([
      'ADR 027 is 027-page-response-policy.md; ADR 026 is 026-page-type-manifest.md',
      'no such ADR file: ADR 039 is 039-start-up-in-short-tasks.md',
    ])
    expect(cited('src/x.ts', '/* The policy (026-page-response-policy.md). */').map((problem) => problem.cited)).toEqual(['026-page-response-policy.md'])
    expect(cited('docs/decisions/040-x.md', '[025](027-page-response-policy.md) and [027](027-page-response-policy.md)')).toEqual([
      { line: 1, cited: '[025](027-page-response-policy.md)', why: 'the link says ADR 025 and goes to ADR 027' },
    ])
    expect(cited('src/x.ts', '// docs/decisions/013 and docs/decisions/099')).toEqual([{ line: 1, cited: 'docs/decisions/099', why: 'no ADR 099' }])
  })

  it('that gives a name gives its own ADR’s; a summary in brackets is not a name', () => {
    expect(cited('docs/x.md', 'ADR 027 (page response policy), ADR 013 (refcode2), ADR 039 (start-up in short tasks).')).toEqual([])
    expect(cited('docs/x.md', 'ADR 025 (page response policy)')).toEqual([
      { line: 1, cited: 'ADR 025 (page response policy)', why: '"page response policy" is ADR 027 (027-page-response-policy.md)' },
    ])
  })
})

describe('allowances', () => {
  const problems = cited('docs/performance.md', 'node ../shared/peers/bench.mjs --json .bench/peers.json; ../shared/peers/other.mjs').map((problem) => ({
    ...problem,
    file: 'docs/performance.md',
  }))

  it('let through exactly what they name, a folder with what is under it, only in their file', () => {
    const allowances: Allowance[] = [
      { cited: '../shared/peers/bench.mjs', why: 'a shared tool' },
      { cited: '.bench/', file: 'docs/performance.md', why: 'until its rewrite' },
      { cited: '.bench/', file: 'docs/other.md', why: 'never used' },
    ]
    const { problems: left, unused } = unallowed(problems, allowances)
    expect(left.map((problem) => problem.cited)).toEqual(['../shared/peers/other.mjs'])
    expect(unused).toEqual([allowances[2]])
  })
})

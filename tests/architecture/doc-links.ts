/**
 * What the docs and the code's comments cite, and which citations point at nothing: a repository
 * path (`docs/…`, `src/…`, `scripts/…`, `tests/…`) or a relative markdown link to a missing file,
 * a numbered section (`docs/behaviour.md §3`) the doc does not have, an ADR number with no ADR,
 * an ADR file named with another ADR's number, a file outside the
 * repository, or a file under the git-ignored `.bench/` that only one machine has.
 *
 * A superseded ADR is history: the files it describes may be gone with the design it records, so
 * its file citations are not checked (its ADR citations are). Every other doc cites today's tree.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

export interface Problem {
  file: string
  line: number
  cited: string
  why: string
}

export interface Tree {
  /** Whether a path relative to the repository's root names a file or folder there. */
  exists(path: string): boolean
  /** The ADRs by number: their file name. */
  adrs: Map<string, string>
  /** The numbers of a markdown file's numbered sections (`## 3. Title`). */
  sectionsOf(path: string): Set<string>
}

/**
 * Citations the check lets through, each with the reason; an entry nothing uses any more fails
 * the check too, so the list only shrinks. `cited` is one exact citation, or a folder ending in `/`
 * and everything under it; `file` limits an entry to one citing file.
 */
export interface Allowance {
  cited: string
  file?: string
  why: string
}

const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/
const MARKDOWN = /\.md$/

/**
 * The comments of a source file, everything else blanked (line breaks kept, so lines still count):
 * strings, template literals and regular expressions are code, not prose.
 */
export function commentsOf(source: string): string {
  let out = ''
  let i = 0
  let lastSignificant = ''
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  while (i < source.length) {
    const c = source[i]!
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const stop = end === -1 ? source.length : end
      out += source.slice(i, stop)
      i = stop
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end === -1 ? source.length : end + 2
      out += source.slice(i, stop)
      i = stop
    } else if (c === '"' || c === "'" || c === '`' || (c === '/' && (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant)))) {
      let j = i + 1
      let inClass = false
      while (j < source.length) {
        const d = source[j]!
        if (d === '\\') {
          j += 2
          continue
        }
        if (c === '/' && (d === '[' || d === ']')) inClass = d === '['
        else if (d === c && !inClass) break
        else if (d === '\n' && c !== '`') break
        j++
      }
      out += blank(source.slice(i, j + 1))
      i = j + 1
      lastSignificant = 'x'
    } else {
      out += c === '\n' ? '\n' : ' '
      if (!/\s/.test(c)) lastSignificant = c
      i++
    }
  }
  return out
}

const MARKDOWN_LINK = /\[([^\]\n]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g
const REPO_PATH = /(?<![\w./~@$-])((?:docs|src|scripts|tests)\/[\w.\-/[\]$@]*)/g
const RELATIVE_PATH = /(?<![\w./~@$\]-])(\.\.?\/[\w.\-/[\]$@]+)/g
const BENCH_PATH = /(?<![\w/-])(\.bench\/[\w.\-/]+)/g
const ADR_NUMBERS = /\bADRs?\s+(\d{3})((?:\s*(?:[–-]|,|\/|and|or)\s*(?:ADR\s+)?\d{3}\b)*)/g
const ADR_NAMED = /\bADR\s+(\d{3})\s+\(([^()\n]+)\)/g
const ADR_FILE_NAME = /(?<![\w/-])(\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md)\b/g
const SECTION = /(docs\/[\w-]+\.md)`?\)?,?\s*§\s?(\d+)/g
const OWN_SECTION = /(?<!\.md`?\)?,?\s?)§\s?(\d+)/g
const DECISIONS_PATH = /^docs\/decisions\/(\d{3})(?:-[\w-]*(?:\.md)?)?$/

function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

function trimmed(path: string): string {
  return path.replace(/[.,:;]+$/, '')
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function adrCalled(tree: Tree, text: string): string | undefined {
  const slug = slugOf(text)
  for (const [number, file] of tree.adrs) if (file === `${number}-${slug}.md`) return number
  return undefined
}

function byFileSlug(tree: Tree, file: string): string | undefined {
  const slug = file.slice(4)
  for (const [number, other] of tree.adrs) if (other.slice(4) === slug) return number
  return undefined
}

/** The problems of one file's citations. `path` is relative to the repository's root; `text` its content. */
export function citationProblems(path: string, text: string, tree: Tree): Problem[] {
  const prose = CODE.test(path) ? commentsOf(text) : text
  const problems: Problem[] = []
  const report = (index: number, cited: string, why: string) => problems.push({ file: path, line: lineAt(prose, index), cited, why })
  const folder = dirname(path)
  const history = /^docs\/decisions\/\d{3}-/.test(path) && /^Status: superseded by /m.test(text)
  const missingFile = (index: number, cited: string) => {
    if (!history) report(index, cited, 'no such file in the repository')
  }

  const checkAdrFile = (index: number, cited: string, file: string) => {
    const number = file.slice(0, 3)
    if (tree.adrs.get(number) === file) return
    const named = byFileSlug(tree, file)
    if (named) report(index, cited, `ADR ${named} is ${tree.adrs.get(named)}; ADR ${number} is ${tree.adrs.get(number) ?? 'missing'}`)
    else report(index, cited, tree.adrs.has(number) ? `no such ADR file: ADR ${number} is ${tree.adrs.get(number)}` : `no ADR ${number}`)
  }

  const checkRepoPath = (index: number, cited: string, target: string) => {
    const decision = DECISIONS_PATH.exec(target)
    if (decision && !/\.md$/.test(target) && !target.endsWith('/')) {
      if (!tree.adrs.has(decision[1]!)) report(index, cited, `no ADR ${decision[1]}`)
      return
    }
    if (decision) return checkAdrFile(index, cited, target.slice('docs/decisions/'.length))
    const path = target.replace(/\/+$/, '')
    const candidates = [path, `${path}.ts`, `${path}.tsx`]
    if (!candidates.some((candidate) => tree.exists(candidate))) missingFile(index, cited)
  }

  // Relative markdown links, from the citing file's folder.
  for (const match of prose.matchAll(MARKDOWN_LINK)) {
    const [, label = '', href = ''] = match
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) continue
    const target = decodeURI(href.replace(/#.*$/, ''))
    const resolved = normalize(join(folder, target))
    if (resolved.startsWith('..')) {
      report(match.index, href, 'outside the repository')
      continue
    }
    const linkedNumber = /^docs\/decisions\/(\d{3})-/.exec(resolved)?.[1]
    const labelNumber = /^(?:ADR\s+)?(\d{3})$/.exec(label.trim())?.[1]
    if (linkedNumber && labelNumber && linkedNumber !== labelNumber) report(match.index, `[${label}](${href})`, `the link says ADR ${labelNumber} and goes to ADR ${linkedNumber}`)
    if (/^docs\/decisions\/\d{3}-/.test(resolved)) checkAdrFile(match.index, href, resolved.slice('docs/decisions/'.length))
    else if (!tree.exists(resolved)) missingFile(match.index, href)
  }

  for (const match of prose.matchAll(REPO_PATH)) {
    const target = trimmed(match[1]!)
    checkRepoPath(match.index, target, target)
  }

  for (const match of prose.matchAll(RELATIVE_PATH)) {
    if (prose.slice(Math.max(0, match.index - 2), match.index) === '](') continue
    const target = trimmed(match[1]!)
    // From the citing file's folder (an import in a comment), or from the root (a command in a doc).
    const readings = [normalize(join(folder, target)), normalize(target)]
    const inside = readings.filter((reading) => !reading.startsWith('..'))
    if (inside.some((reading) => [reading, `${reading}.ts`, `${reading}.tsx`].some((candidate) => tree.exists(candidate)))) continue
    if (inside.length < readings.length) report(match.index, target, 'outside the repository')
    else missingFile(match.index, target)
  }

  for (const match of prose.matchAll(BENCH_PATH)) report(match.index, trimmed(match[1]!), 'under .bench/, which git ignores: no one else has it')

  for (const match of prose.matchAll(ADR_FILE_NAME)) {
    const before = prose.slice(Math.max(0, match.index - 15), match.index)
    if (before.endsWith('docs/decisions/') || before.endsWith('](')) continue
    checkAdrFile(match.index, match[1]!, match[1]!)
  }

  for (const match of prose.matchAll(SECTION)) {
    const [, doc = '', section = ''] = match
    if (tree.exists(doc) && !tree.sectionsOf(doc).has(section)) report(match.index, match[0], `${doc} has no section ${section}`)
  }
  // A doc with numbered sections cites its own by number alone.
  if (MARKDOWN.test(path) && tree.sectionsOf(path).size > 0) {
    for (const match of prose.matchAll(OWN_SECTION)) {
      if (!tree.sectionsOf(path).has(match[1]!)) report(match.index, match[0], `${path} has no section ${match[1]}`)
    }
  }

  for (const match of prose.matchAll(ADR_NUMBERS)) {
    const numbers = [match[1]!, ...Array.from((match[2] ?? '').matchAll(/\d{3}/g), (m) => m[0])]
    for (const number of numbers) if (!tree.adrs.has(number)) report(match.index, match[0].trim(), `no ADR ${number}`)
  }

  for (const match of prose.matchAll(ADR_NAMED)) {
    const [, number = '', name = ''] = match
    const called = adrCalled(tree, name)
    if (called && called !== number) report(match.index, match[0], `"${name}" is ADR ${called} (${tree.adrs.get(called)})`)
  }

  return problems
}

/** Problems the allowances do not cover, and allowances nothing needs. */
export function unallowed(problems: Problem[], allowances: Allowance[]): { problems: Problem[]; unused: Allowance[] } {
  const used = new Set<Allowance>()
  const left = problems.filter((problem) => {
    const allowance = allowances.find(
      (entry) => (entry.cited.endsWith('/') ? problem.cited.startsWith(entry.cited) : problem.cited === entry.cited) && (!entry.file || entry.file === problem.file),
    )
    if (allowance) used.add(allowance)
    return !allowance
  })
  return { problems: left, unused: allowances.filter((entry) => !used.has(entry)) }
}

const SKIPPED = new Set(['node_modules', '.git', '.output', '.output-cloudflare', '.nitro', '.tanstack', '.wrangler', '.data', '.bench', 'dist', 'styled-system', 'test-results', '.generated', 'fixtures'])

/** The files whose prose is checked: markdown anywhere, comments of source files; generated and ignored folders left out. */
function citingFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder)).flatMap((name) => {
      const path = folder ? `${folder}/${name}` : name
      if (SKIPPED.has(name)) return []
      if (statSync(join(root, path)).isDirectory()) return folder === '' && !['docs', 'src', 'scripts', 'tests'].includes(name) ? [] : walk(path)
      if (path === 'src/routeTree.gen.ts') return []
      return CODE.test(name) || MARKDOWN.test(name) ? [path] : []
    })
  return walk('').sort()
}

function repositoryTree(root: string): Tree {
  const decisions = join(root, 'docs/decisions')
  const adrs = new Map(
    readdirSync(decisions)
      .filter((file) => /^\d{3}-.*\.md$/.test(file))
      .map((file) => [file.slice(0, 3), file] as const),
  )
  const sectionsOf = (path: string) => new Set(Array.from(readFileSync(join(root, path), 'utf8').matchAll(/^## (\d+)\. /gm), (match) => match[1]!))
  return { exists: (path) => !relative(root, join(root, path)).startsWith('..') && existsSync(join(root, path)), adrs, sectionsOf }
}

export function treeProblems(root: string): Problem[] {
  const tree = repositoryTree(root)
  return citingFiles(root).flatMap((path) => citationProblems(path, readFileSync(join(root, path), 'utf8'), tree))
}

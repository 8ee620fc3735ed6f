/**
 * The ADRs' headers and the index built from them (docs/decisions/README.md). Each ADR starts
 *
 *   # NNN — Title
 *
 *   Date: YYYY-MM-DD
 *   Status: accepted | superseded by NNN | amended by NNN[, NNN]
 *
 * The status names the later ADRs that changed this one; the index shows both directions.
 * `node scripts/docs/write-adr-index.ts` writes the index; tests/architecture/adr-index.test.ts
 * fails when the headers break this form or the index is not what they say.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ADR_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const TITLE = /^# (\d{3}) — (\S.*)$/
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/
const STATUS = /^Status: (accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))$/

type AdrStatus = { kind: 'accepted' } | { kind: 'superseded'; by: string } | { kind: 'amended'; by: string[] }

export interface Adr {
  number: string
  file: string
  title: string
  date: string
  status: AdrStatus
  text: string
}

export interface AdrFile {
  file: string
  text: string
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
}

/** One ADR's header, or what is wrong with it. */
export function parseAdr({ file, text }: AdrFile): Adr | { file: string; problem: string } {
  const name = ADR_FILE.exec(file)
  if (!name) return { file, problem: 'the file is not named NNN-slug.md' }
  const [first = '', blank, dateLine = '', statusLine = ''] = text.split('\n')
  const title = TITLE.exec(first)
  if (!title) return { file, problem: `the first line is not "# NNN — Title": ${JSON.stringify(first)}` }
  if (title[1] !== name[1]) return { file, problem: `the title's number ${title[1]} is not the file's ${name[1]}` }
  if (blank !== '') return { file, problem: 'no blank line after the title' }
  const date = DATE.exec(dateLine)
  if (!date?.[1] || !isCalendarDate(date[1])) return { file, problem: `the third line is not "Date: YYYY-MM-DD": ${JSON.stringify(dateLine)}` }
  const status = STATUS.exec(statusLine)
  if (!status) {
    return { file, problem: `the fourth line is not "Status: accepted | superseded by NNN | amended by NNN[, NNN]": ${JSON.stringify(statusLine)}` }
  }
  const parsed: AdrStatus = status[2] ? { kind: 'superseded', by: status[2] } : status[3] ? { kind: 'amended', by: status[3].split(', ') } : { kind: 'accepted' }
  return { number: name[1]!, file, title: title[2]!, date: date[1], status: parsed, text }
}

function successorsOf(adr: Adr): string[] {
  if (adr.status.kind === 'superseded') return [adr.status.by]
  if (adr.status.kind === 'amended') return adr.status.by
  return []
}

/** What is wrong across the ADRs: bad headers, numbers used twice, statuses naming an ADR that is missing, not later, or does not cite it. */
export function adrProblems(files: AdrFile[]): string[] {
  const problems: string[] = []
  const adrs: Adr[] = []
  for (const file of files) {
    const parsed = parseAdr(file)
    if ('problem' in parsed) problems.push(`${parsed.file}: ${parsed.problem}`)
    else adrs.push(parsed)
  }
  const byNumber = new Map<string, Adr>()
  for (const adr of adrs) {
    const other = byNumber.get(adr.number)
    if (other) problems.push(`${adr.file}: number ${adr.number} is taken by ${other.file} too`)
    else byNumber.set(adr.number, adr)
  }
  for (const adr of adrs) {
    const successors = successorsOf(adr)
    if (new Set(successors).size !== successors.length) problems.push(`${adr.file}: its status names an ADR twice`)
    for (const number of successors) {
      const successor = byNumber.get(number)
      if (!successor) problems.push(`${adr.file}: its status names ADR ${number}, which does not exist`)
      else if (number <= adr.number) problems.push(`${adr.file}: its status names ADR ${number}, which is not later than ${adr.number}`)
      else if (!new RegExp(`(?<![\\d.])${adr.number}(?!\\d)`).test(successor.text.slice(successor.text.indexOf('\n')))) {
        problems.push(`${adr.file}: its status names ADR ${number}, whose text never cites ${adr.number}`)
      }
    }
  }
  return problems
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|')
}

function links(numbers: string[], byNumber: Map<string, Adr>): string {
  return numbers.map((number) => `[${number}](${byNumber.get(number)?.file ?? `${number}.md`})`).join(', ')
}

/** The index of docs/decisions/README.md, made from the ADRs' headers alone. Assumes adrProblems found none. */
export function renderAdrIndex(files: AdrFile[]): string {
  const adrs = files
    .map(parseAdr)
    .filter((adr): adr is Adr => !('problem' in adr))
    .sort((a, b) => a.number.localeCompare(b.number))
  const byNumber = new Map(adrs.map((adr) => [adr.number, adr]))
  const predecessors = new Map<string, { amends: string[]; supersedes: string[] }>()
  for (const adr of adrs) {
    for (const number of successorsOf(adr)) {
      const entry = predecessors.get(number) ?? { amends: [], supersedes: [] }
      ;(adr.status.kind === 'superseded' ? entry.supersedes : entry.amends).push(adr.number)
      predecessors.set(number, entry)
    }
  }
  const rows = adrs.map((adr) => {
    const status =
      adr.status.kind === 'accepted' ? 'accepted' : `${adr.status.kind} by ${links(successorsOf(adr), byNumber)}`
    const earlier = predecessors.get(adr.number)
    const changes = [
      earlier?.supersedes.length ? `supersedes ${links(earlier.supersedes, byNumber)}` : '',
      earlier?.amends.length ? `amends ${links(earlier.amends, byNumber)}` : '',
    ]
      .filter(Boolean)
      .join('; ')
    return `| [${adr.number}](${adr.file}) | ${cell(adr.title)} | ${adr.date} | ${status} | ${changes} |`
  })
  return [
    '# Decisions',
    '',
    'One short record per decision that someone would otherwise re-argue: Context, Decision, Consequences.',
    'Each starts with its title, the day it was added (`Date:`) and its `Status:` — `accepted`;',
    '`amended by NNN[, NNN]`: later ADRs changed part of it, the rest stands; `superseded by NNN`: it',
    'no longer holds, the later ADR says what does. A new ADR takes the next free number.',
    '',
    'This index is made from those lines (`node scripts/docs/write-adr-index.ts`);',
    '`tests/architecture/adr-index.test.ts` fails when it is stale.',
    '',
    '| ADR | Title | Date | Status | Amends or supersedes |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

export function readAdrFiles(folder: string): AdrFile[] {
  return readdirSync(folder)
    .filter((file) => /^\d/.test(file))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }))
}

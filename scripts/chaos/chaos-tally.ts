/**
 * What came out of a chaos run, counted: for each thing a visitor or a provider sent (a form
 * submission, a gift), how it was answered, and whether it ended up in the database and at the
 * CRM, once. Pure: the run (database-chaos.ts) gathers the facts, this counts and prints them.
 *
 * A loss is something the sender was told was stored that is not in the database (or, for a
 * submission, never reached the CRM); a duplicate is one thing stored or delivered twice. An
 * error shown, or no answer at all, is not a loss (the sender knows to try again) but it is what
 * the durable inbox exists to bring to 0, so it is printed beside them.
 */

/** How one send was answered: stored (303 to the thanks, 200 to a provider), an error page or status, or nothing (connection reset, timeout). */
export type Answer = 'stored' | 'error' | 'noAnswer'

export type Sent = {
  /** What identifies it in the database and at the CRM (a submission's email, a gift's order number). */
  id: string
  /** The answer to the first send. */
  first: Answer
  /** Whether any send, the first or a provider's retry, was answered as stored. */
  everStored: boolean
}

type KindFacts = {
  sent: readonly Sent[]
  /** The ids of the rows in the database, one per row (an id twice is a duplicate). */
  inDatabase: readonly string[]
  /** The ids of the deliveries the CRM receiver took, one per delivery; undefined where nothing goes to the CRM (gifts). */
  atCrm?: readonly string[]
  /** Whether what was not answered as stored was sent again (a provider retries; a visitor shown an error may not). */
  resent?: boolean
}

type KindTally = {
  sent: number
  answeredStored: number
  shownError: number
  noAnswer: number
  /** Answered as stored only when sent again (a provider retrying a 503); null when nothing was sent again. */
  storedOnRetry: number | null
  storedInDatabase: number
  duplicatesInDatabase: number
  deliveredToCrm: number | null
  duplicatesAtCrm: number | null
  /** Answered as stored (first or on a retry) but not in the database. */
  missingFromDatabase: number
  /** Answered as stored but never delivered to the CRM. */
  missingAtCrm: number | null
}

function occurrences(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

const duplicatesIn = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0)

export function tallyKind({ sent, inDatabase, atCrm, resent = false }: KindFacts): KindTally {
  const database = occurrences(inDatabase)
  const crm = atCrm ? occurrences(atCrm) : undefined
  const told = sent.filter((one) => one.everStored)
  return {
    sent: sent.length,
    answeredStored: sent.filter((one) => one.first === 'stored').length,
    shownError: sent.filter((one) => one.first === 'error').length,
    noAnswer: sent.filter((one) => one.first === 'noAnswer').length,
    storedOnRetry: resent ? sent.filter((one) => one.first !== 'stored' && one.everStored).length : null,
    storedInDatabase: database.size,
    duplicatesInDatabase: duplicatesIn(database),
    deliveredToCrm: crm ? crm.size : null,
    duplicatesAtCrm: crm ? duplicatesIn(crm) : null,
    missingFromDatabase: told.filter((one) => !database.has(one.id)).length,
    missingAtCrm: crm ? told.filter((one) => !crm.has(one.id)).length : null,
  }
}

/** Whether nothing answered as stored was lost or duplicated: the run's exit code. */
export function keptEverything(tally: KindTally): boolean {
  return tally.missingFromDatabase === 0 && (tally.missingAtCrm ?? 0) === 0 && tally.duplicatesInDatabase === 0 && (tally.duplicatesAtCrm ?? 0) === 0
}

const ROWS: readonly [label: string, key: keyof KindTally][] = [
  ['sent', 'sent'],
  ['answered as stored', 'answeredStored'],
  ['shown an error', 'shownError'],
  ['no answer (connection lost)', 'noAnswer'],
  ['stored when sent again', 'storedOnRetry'],
  ['stored in the database', 'storedInDatabase'],
  ['delivered to the CRM receiver', 'deliveredToCrm'],
  ['duplicates in the database', 'duplicatesInDatabase'],
  ['duplicates at the CRM', 'duplicatesAtCrm'],
  ['told stored, missing from the database', 'missingFromDatabase'],
  ['told stored, never at the CRM', 'missingAtCrm'],
]

/** The table the run prints: one row per count, one column per kind ("–": does not apply). */
export function chaosTable(columns: Record<string, KindTally>): string {
  const names = Object.keys(columns)
  const labelWidth = Math.max(...ROWS.map(([label]) => label.length))
  const widths = names.map((name) => Math.max(name.length, 7))
  const line = (label: string, cells: string[]) => `${label.padEnd(labelWidth)}  ${cells.map((cell, index) => cell.padStart(widths[index]!)).join('  ')}`.trimEnd()
  return [
    line('', names),
    ...ROWS.map(([label, key]) => line(label, names.map((name) => String(columns[name]![key] ?? '–')))),
  ].join('\n')
}

/**
 * Moves the journal into the database (ADR 065): segment by segment, oldest first, each entry
 * stored by its key (store-kept-entry.server.ts), and the segment removed only once every entry in
 * it is committed. A pass that stops half-way (the database fails again, the process is killed)
 * leaves the segment whole; the next pass stores its entries again, which stores nothing twice.
 * Lines that are not entries are counted, never a crash: a torn last line (a kill mid-write; its
 * visitor was never told it was kept) is dropped, a whole line that is not an entry (written by
 * another version, say) is set aside as written. An entry the database refuses for what it holds
 * (not for being down) would block every entry after it: it is set aside too. Both go to the
 * journal's `refused/` directory for an operator.
 */
import type { Database } from '../database/database.server.ts'
import type { Journal } from './journal.server.ts'
import { storeKeptEntry } from './store-kept-entry.server.ts'
import { isRefusal } from './refusal.ts'

export type ReplayOutcome = {
  /** Entries stored by this pass (including those already in the database from an earlier, interrupted one). */
  stored: number
  /** Lines skipped as unreadable. */
  unreadable: number
  /** Entries the database refused, set aside. */
  refused: number
  /** Whether the pass reached the end of every segment it may replay. */
  complete: boolean
}

export async function replayJournal(journal: Journal, database: Database): Promise<ReplayOutcome> {
  await journal.seal()
  const outcome: ReplayOutcome = { stored: 0, unreadable: 0, refused: 0, complete: false }
  for (const segment of await journal.replayable()) {
    const { entries, unreadable, unreadableLines } = await journal.read(segment)
    const refused = []
    for (const entry of entries) {
      try {
        await storeKeptEntry(database, entry)
        outcome.stored += 1
      } catch (error) {
        if (!isRefusal(error)) throw error
        refused.push(entry)
      }
    }
    const setAside = [...unreadableLines, ...refused.map((entry) => JSON.stringify(entry))]
    if (setAside.length > 0) await journal.setAside(segment, setAside)
    await journal.remove(segment)
    outcome.unreadable += unreadable
    outcome.refused += refused.length
  }
  outcome.complete = true
  return outcome
}

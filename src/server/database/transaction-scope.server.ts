/**
 * Knows whether code runs inside a transaction's work, so that using the database itself there
 * (instead of the transaction's handle) fails at once. On the embedded database, which has one
 * connection, such a call would otherwise wait for ever behind the transaction that awaits it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type Scope = { database: object; open: boolean }

const scopes = new AsyncLocalStorage<Scope>()

export function assertOutsideTransaction(database: object): void {
  const scope = scopes.getStore()
  if (scope?.open && scope.database === database) {
    throw new Error('The database was used directly inside one of its own transactions: use the transaction handle (tx.query) there')
  }
}

export async function runInTransactionScope<T>(database: object, work: () => Promise<T>): Promise<T> {
  // Work the transaction started but did not await may outlive it; by then it is outside.
  const scope: Scope = { database, open: true }
  try {
    return await scopes.run(scope, work)
  } finally {
    scope.open = false
  }
}

export function finishedTransactionError(): Error {
  return new Error('This transaction has already finished: its handle cannot be used after the work settles')
}

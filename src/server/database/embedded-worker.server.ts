/**
 * PGlite in a worker thread. PGlite runs PostgreSQL's WebAssembly synchronously: on the main
 * thread a long statement would stop every request of the process, and no timer could fire until
 * it ended (its own statement_timeout is accepted but never fires: WebAssembly has no signals).
 * In a worker, the server keeps serving, and a statement that runs too long can be stopped by
 * ending the worker (embedded-database.server.ts opens the directory again; PostgreSQL's
 * recovery makes it whole). Messages carry one statement each; values cross by structured clone.
 */
import { Worker } from 'node:worker_threads'

export type WorkerResult = { rows: Record<string, unknown>[]; fields: { name: string; dataTypeID: number }[] }

export type EmbeddedWorker = {
  /** Settles once PGlite has opened the directory. */
  ready: Promise<void>
  /** One statement with parameters (`query`), or a script of statements without (`exec`). */
  call(op: 'query' | 'exec', sql: string, params?: unknown[]): Promise<WorkerResult>
  /** Closes PGlite cleanly and lets the worker end by itself; ends it anyway after `graceMs`. */
  close(graceMs: number): Promise<void>
  /** Ends the worker at once, whatever it runs (a statement past its timeout). */
  terminate(): void
  /** Whether the worker has ended (stopped, closed, or failed). */
  readonly ended: boolean
}

/**
 * The worker's code, run as a script (CommonJS) so that nothing needs building or copying next to
 * the server's bundle; it imports PGlite from where the server itself resolves it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const identity = (value) => value
function plainError(error) {
  const plain = { name: (error && error.name) || 'Error', message: String((error && error.message) || error) }
  for (const [key, value] of Object.entries(error || {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value
  }
  return plain
}
import(workerData.entry)
  .then(({ PGlite }) => PGlite.create(workerData.dir, { parsers: Object.fromEntries(workerData.rawTypes.map((oid) => [oid, identity])) }))
  .then((db) => {
    // One operation at a time, in the order sent: PGlite runs one statement at a time anyway, and
    // a close must never start while a statement sent before it is still running inside PGlite.
    let queue = Promise.resolve()
    parentPort.on('message', (message) => {
      queue = queue.then(() => handle(message))
    })
    async function handle({ id, op, sql, params }) {
      try {
        if (op === 'close') {
          await db.close()
          parentPort.postMessage({ id, rows: [], fields: [] })
          // Nothing left to listen for: the worker ends by itself, which is safer than being
          // terminated (stopping a thread from outside can abort the whole process).
          parentPort.close()
        } else if (op === 'exec') {
          await db.exec(sql)
          parentPort.postMessage({ id, rows: [], fields: [] })
        } else {
          const result = await db.query(sql, params)
          parentPort.postMessage({ id, rows: result.rows, fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) })
        }
      } catch (error) {
        parentPort.postMessage({ id, error: plainError(error) })
      }
    }
    parentPort.postMessage({ ready: true })
  }, (error) => parentPort.postMessage({ failed: plainError(error) }))
`

type Reply = { id?: number; rows?: WorkerResult['rows']; fields?: WorkerResult['fields']; error?: Record<string, unknown>; ready?: true; failed?: Record<string, unknown> }

/** An Error with the database's fields (code: the SQLSTATE, detail, constraint…), as the driver's own errors carry them. */
function errorFrom(plain: Record<string, unknown>): Error {
  const { message, name, ...fields } = plain
  const error = Object.assign(new Error(String(message)), fields)
  if (typeof name === 'string' && name !== 'Error') error.name = name
  return error
}

/**
 * Starts a worker on `dir` ('memory://' or an absolute path). `rawTypes`: column types the worker
 * hands over as text, for the caller to parse (column-values.ts).
 */
export function startEmbeddedWorker(dir: string, rawTypes: readonly number[]): EmbeddedWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry: import.meta.resolve('@electric-sql/pglite'), dir, rawTypes } })
  const pending = new Map<number, { resolve: (result: WorkerResult) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let ended: Error | undefined
  // An idle worker does not keep the process alive; one with a statement under way does.
  worker.unref()

  let markReady: () => void = () => {}
  let failReady: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  ready.catch(() => undefined)

  function end(error: Error): void {
    ended ??= error
    failReady(ended)
    for (const { reject } of pending.values()) reject(ended)
    pending.clear()
  }

  worker.on('message', (reply: Reply) => {
    if (reply.ready) return markReady()
    if (reply.failed) return end(errorFrom(reply.failed))
    const waiting = reply.id === undefined ? undefined : pending.get(reply.id)
    if (!waiting || reply.id === undefined) return
    pending.delete(reply.id)
    if (pending.size === 0) worker.unref()
    if (reply.error) waiting.reject(errorFrom(reply.error))
    else waiting.resolve({ rows: reply.rows ?? [], fields: reply.fields ?? [] })
  })
  worker.on('error', (error) => end(error))
  worker.on('exit', (code) => end(new Error(`The embedded database's worker ended (exit code ${code})`)))

  function send(op: 'query' | 'exec' | 'close', sql: string, params?: unknown[]): Promise<WorkerResult> {
    if (ended) return Promise.reject(ended)
    const id = (nextId += 1)
    return new Promise<WorkerResult>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.ref()
      worker.postMessage({ id, op, sql, params })
    })
  }

  return {
    ready,
    call: (op, sql, params) => send(op, sql, params),
    async close(graceMs) {
      if (ended) return
      let timer: ReturnType<typeof setTimeout> | undefined
      const grace = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs)
      })
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
      const closed = ready.then(() => send('close', '')).then(() => exited)
      const outcome = await Promise.race([closed.catch(() => 'failed' as const), grace])
      clearTimeout(timer)
      // Only a worker that did not close in time, or could not, is stopped from outside.
      if (outcome === 'late' || outcome === 'failed') await worker.terminate()
    },
    terminate() {
      end(new Error("The embedded database's worker was stopped"))
      void worker.terminate()
    },
    get ended() {
      return ended !== undefined
    },
  }
}

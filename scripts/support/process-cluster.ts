/**
 * One server process per core (WEB_CONCURRENCY, ADR 018). The primary process serves nothing:
 * it starts the server processes, which share the listening socket (node:cluster hands each
 * connection to the next process in turn); relays a publish heard by one of them to the others;
 * replaces a process that dies, unless they keep dying; and on SIGTERM or SIGINT passes the signal
 * on and ends once every process has drained its requests and closed its database.
 */
import cluster, { type Worker } from 'node:cluster'
import { CONTENT_PUBLISHED_MESSAGE } from '../../src/server/cluster/sibling-processes.server.ts'

/** More deaths than this per process within a minute is a crash loop: stop instead of forking forever. */
const DEATHS_PER_PROCESS_PER_MINUTE = 3
/** A process still draining after this long is ended outright (each drains for up to 5.5 s). */
const STOP_PATIENCE_MS = 10_000

export function runProcessCluster(processes: number): void {
  let stopping = false
  const deaths: number[] = []
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined)

  cluster.on('message', (sender, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== CONTENT_PUBLISHED_MESSAGE) return
    for (const worker of running()) if (worker !== sender && worker.isConnected()) worker.send(message as object)
  })

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    const now = Date.now()
    deaths.push(now)
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift()
    if (deaths.length > processes * DEATHS_PER_PROCESS_PER_MINUTE) {
      console.error(`[cluster] ${deaths.length} server processes died within a minute; stopping`)
      process.exitCode = 1
      stop('SIGTERM')
      return
    }
    console.error(`[cluster] server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`)
    cluster.fork()
  })

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return
    stopping = true
    for (const worker of running()) worker.process.kill(signal)
    if (running().length === 0) process.exit(process.exitCode ?? 0)
    setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL')
      process.exit(process.exitCode ?? 0)
    }, STOP_PATIENCE_MS).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))

  for (let index = 0; index < processes; index++) cluster.fork()
  console.info(`[cluster] ${processes} server processes on ${process.env.HOST}:${process.env.PORT}`)
}

/**
 * One server process per core (WEB_CONCURRENCY, ADR 018). The primary process serves nothing:
 * it starts the server processes, which share the listening socket (node:cluster hands each
 * connection to the next process in turn); relays a publish heard by one of them to the others
 * and tells the first when they have all caught up; replaces a process that dies, unless they
 * keep dying; and on SIGTERM or SIGINT passes the signal on and ends once every process has
 * drained its requests and closed its database.
 */
import cluster, { type Worker } from 'node:cluster'
import { SIBLING_MESSAGES, SIBLING_PATIENCE_MS } from '../../src/server/cluster/sibling-processes.server.ts'

/** More deaths than this many per configured process within a minute is a crash loop: stop instead of forking forever. */
const DEATHS_PER_PROCESS_PER_MINUTE = 3
/** A process still draining after this long is ended outright (each drains for up to 5.5 s). */
const STOP_PATIENCE_MS = 10_000

type SiblingMessage = { type?: unknown; id?: unknown }
type Relay = { sender: Worker; waitingFor: Set<number>; timer: NodeJS.Timeout }

export function runProcessCluster(processes: number): void {
  let stopping = false
  const alive = new Set<number>()
  const deaths: number[] = []
  const relays = new Map<unknown, Relay>()
  const listening = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && worker.isConnected())

  const finishRelay = (id: unknown) => {
    const relay = relays.get(id)
    if (!relay) return
    clearTimeout(relay.timer)
    relays.delete(id)
    if (relay.sender.isConnected()) relay.sender.send({ type: SIBLING_MESSAGES.relayed, id })
  }

  cluster.on('message', (sender, message: SiblingMessage) => {
    if (message?.type === SIBLING_MESSAGES.published) {
      const siblings = listening().filter((worker) => worker !== sender)
      relays.set(message.id, { sender, waitingFor: new Set(siblings.map((worker) => worker.id)), timer: setTimeout(() => finishRelay(message.id), SIBLING_PATIENCE_MS) })
      for (const worker of siblings) worker.send(message)
      if (siblings.length === 0) finishRelay(message.id)
    } else if (message?.type === SIBLING_MESSAGES.refreshed) {
      const relay = relays.get(message.id)
      relay?.waitingFor.delete(sender.id)
      if (relay?.waitingFor.size === 0) finishRelay(message.id)
    }
  })

  const fork = () => alive.add(cluster.fork().id)

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id)
    // A relay does not wait for a process that is gone.
    for (const [id, relay] of relays) {
      relay.waitingFor.delete(worker.id)
      if (relay.waitingFor.size === 0) finishRelay(id)
    }
    if (stopping) {
      if (alive.size === 0) process.exit(process.exitCode ?? 0)
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
    fork()
  })

  function stop(signal: NodeJS.Signals): void {
    // A second signal (an impatient operator) changes nothing: the processes are already draining.
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    if (alive.size === 0) process.exit(process.exitCode ?? 0)
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(process.exitCode ?? 0)
    }, STOP_PATIENCE_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  for (let index = 0; index < processes; index++) fork()
  console.info(`[cluster] starting ${processes} server processes on ${process.env.HOST}:${process.env.PORT}`)
}

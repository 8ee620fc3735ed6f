/**
 * Every process the chaos run starts, and what undoes it: stopped by process id, in reverse order,
 * when the run ends, fails or is interrupted (Ctrl-C), so nothing it started outlives it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'

const undo: (() => Promise<void> | void)[] = []

/** Registers what undoes something the run started; `undoAll` runs them, newest first. */
export function onUndo(step: () => Promise<void> | void): void {
  undo.push(step)
}

export async function undoAll(): Promise<void> {
  while (undo.length > 0) {
    try {
      await undo.pop()?.()
    } catch (error) {
      console.error(`chaos: could not undo a step: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

let interrupted = false
/** Ctrl-C or a SIGTERM: undo everything, then end. */
export function undoOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      console.error(`chaos: ${signal}: stopping everything it started`)
      void undoAll().finally(() => process.exit(130))
    })
  }
}

/** The processes a process started (a cluster's primary: its server processes). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

export type StartedProcess = {
  pid: number
  child: ChildProcess
  exited: Promise<void>
  /** SIGTERM, then SIGKILL (it and its children) if it has not ended after `patienceMs`. */
  stop(patienceMs?: number): Promise<void>
}

/** Starts `node <args>` with its output appended to `logFile`. */
export function startNode(args: string[], env: Record<string, string>, logFile: string): StartedProcess {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const pid = child.pid as number
  const stop = async (patienceMs = 12_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const children = childrenOf(pid)
    child.kill('SIGTERM')
    const force = setTimeout(() => {
      for (const each of [pid, ...children]) {
        try {
          process.kill(each, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
    }, patienceMs)
    await exited
    clearTimeout(force)
  }
  const started = { pid, child, exited, stop }
  onUndo(() => stop())
  return started
}

/** Resolves once `ready` answers true, polling; fails if the process ends first or `timeoutMs` passes. */
export async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs: number, process?: StartedProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (process && (process.child.exitCode !== null || process.child.signalCode !== null)) throw new Error(`${what}: the process ended (${process.child.exitCode ?? process.child.signalCode})`)
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

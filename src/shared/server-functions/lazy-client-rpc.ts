/**
 * The browser's stand-in for the framework's `createClientRpc` (ADR 035): a server function's
 * client keeps its id, URL and marker at once, and fetches the framework's fetcher, with the
 * serialiser it brings, on its first call. No page calls a server function before it has
 * hydrated, so that code leaves the one script every page waits for.
 * `scripts/build/lazy-server-function-fetcher.ts` puts this module in the framework's place.
 */
import { TSS_SERVER_FUNCTION } from '@tanstack/react-start'
import { loadWithRetry } from '../load-with-retry'

type ClientRpc = (...args: unknown[]) => Promise<unknown>
type Framework = { createClientRpc: (functionId: string) => ClientRpc }

let framework: Promise<Framework> | null = null

/**
 * The framework's module, once, with the chunk retry policy (docs/behaviour.md §8); a load that
 * still fails (the connection is gone) fails the call, as a failed fetch would, and is tried again
 * on the next call.
 */
function loadFramework(): Promise<Framework> {
  framework ??= loadWithRetry("the server functions' fetcher", () => import('@tanstack/react-start/client-rpc') as Promise<Framework>).catch((error: unknown) => {
    framework = null
    throw error
  })
  return framework
}

export function createClientRpc(functionId: string) {
  let rpc: ClientRpc | undefined
  const clientFn: ClientRpc = async (...args) => {
    rpc ??= (await loadFramework()).createClientRpc(functionId)
    return rpc(...args)
  }
  return Object.assign(clientFn, {
    url: process.env.TSS_SERVER_FN_BASE + functionId,
    serverFnMeta: { id: functionId },
    [TSS_SERVER_FUNCTION]: true,
  })
}

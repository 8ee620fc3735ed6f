/**
 * The takeover's code: a chunk of its own, fetched only on pages whose content has a takeover.
 * When the server puts the takeover in the HTML (ADR 062), the route's loader loads the chunk
 * first, so the server's render never waits on it; in the browser the server's takeover stays as
 * it is (a native dialog that closes without a script) until its chunk arrives and hydrates it.
 */
import type { ComponentType } from 'react'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import { loadWithRetry } from '../../shared/load-with-retry'
import type { TakeoverProps } from './takeover'

type TakeoverComponent = ComponentType<TakeoverProps>

// Code, the same for every visitor: remembering it per process is safe.
let loaded: TakeoverComponent | null = null

const importTakeover = () => import('./takeover')

export async function loadTakeover(): Promise<TakeoverComponent> {
  const module = await loadWithRetry('the takeover', importTakeover)
  loaded = module.default
  return module.default
}

const LazyTakeover = lazyWithRetry('the takeover', importTakeover)

/** The component itself once its chunk is here (rendering need not suspend), else one that loads it. */
export function takeoverComponent(): TakeoverComponent {
  return loaded ?? LazyTakeover
}

// eslint-disable-next-line no-restricted-imports -- the one place that may use React's lazy
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadWithRetry } from './load-with-retry'

/**
 * The one way a chunk loaded after start-up becomes a component: each failed load is reported and
 * retried (loadWithRetry's policy); when every attempt failed, the error reaches the nearest
 * failure boundary, which empties only its own part of the page. (A bare `lazy` is refused by lint.)
 */
export function lazyWithRetry<Props>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  options?: Parameters<typeof loadWithRetry>[2],
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadWithRetry(name, load, options))
}

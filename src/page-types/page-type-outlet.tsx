import { Suspense, type LazyExoticComponent } from 'react'
import { lazyWithRetry } from '../shared/lazy-with-retry'
import type { Page } from '../content-model/content-model'
import { loadedPageType, loadPageType } from './load-page-type'
import type { PageTypeDefinition, PageTypeModule } from './page-type'
import { pageTypeFor } from './registry'

const lazyByType = new Map<string, LazyExoticComponent<PageTypeModule['default']>>()

function componentFor(definition: PageTypeDefinition): PageTypeModule['default'] {
  const ready = loadedPageType(definition)
  if (ready) return ready
  let component = lazyByType.get(definition.id)
  if (!component) {
    // loadPageType already retries (and is shared with the route loader): no second round here.
    component = lazyWithRetry(`page type ${definition.id}`, async () => ({ default: await loadPageType(definition) }), { retries: 0 })
    lazyByType.set(definition.id, component)
  }
  return component
}

/** The one page-type component of the main region; its root carries data-page-type. */
export function PageTypeOutlet({ page }: { page: Page }) {
  const definition = pageTypeFor(page)
  const Component = componentFor(definition)
  return (
    <div data-page-type={definition.id}>
      <Suspense fallback={null}>
        <Component page={page} />
      </Suspense>
    </div>
  )
}

/**
 * Start-up (docs/behaviour.md §8): load the top-level components the server-rendered page needs, then make
 * the server markup interactive. Any failure here is a fatal client log.
 */
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { errorReportingConfigFromDocument, installGlobalErrorHandlers, startErrorReporting } from './features/error-reporting/start-error-reporting'
import { rememberPageType } from './page-types/load-page-type'
import { pageTypeById } from './page-types/registry'
import { afterFirstPaint } from './shared/after-first-paint'
import { clientLog } from './shared/client-log'
import { loadComponentSet } from './shared/load-with-retry'
import { nextTask } from './shared/next-task'

// First of all, so nothing thrown during start-up is lost; reported once error reporting loads.
installGlobalErrorHandlers(window)
const errorReporting = errorReportingConfigFromDocument(document)
if (errorReporting) startErrorReporting(errorReporting, window)

async function start(): Promise<void> {
  // Not before the page has been shown (ADR 042), and not in the entry's own task: asking for the page
  // type's chunk inserts a preload link per file it imports, and the entry's evaluation is long enough.
  await afterFirstPaint()
  const definitions = [...document.querySelectorAll<HTMLElement>('[data-page-type]')]
    .map((element) => pageTypeById(element.dataset.pageType ?? ''))
    .filter((definition) => definition !== null)
  // The set applies the retry policy to each member (loading through loadPageType would retry each
  // attempt again); a set that fails is logged and left to React.lazy: the page still hydrates.
  const loaded = await loadComponentSet(Object.fromEntries(definitions.map((definition) => [definition.id, definition.load])))
  for (const definition of definitions) {
    const module = loaded[definition.id]
    if (module) rememberPageType(definition, module)
  }
  // Start-up is several short tasks, not one long one that holds a tap back (ADR 039):
  // the page type's chunk is evaluated in the task that loaded it; the router is made from the
  // server's state in the tasks after it (what the framework's StartClient would do inside React's
  // first render; getRouter's hydrate yields too); React takes over the document in a task of its own.
  await nextTask()
  const router = await hydrateStart()
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}

start().catch((error: unknown) => clientLog('fatal', error))

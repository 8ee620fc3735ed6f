/**
 * Start-up (docs/behaviour.md §8): error reporting first; then the page types named in the server's
 * markup are loaded, so that hydration does not stop at a region whose code is still on its way
 * (once hydrated, the page is interactive whole); then the framework's own client entry makes the
 * router from the server's state and hydrates the document (ADR 055). What no failure boundary
 * catches is a fatal client log.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { errorReportingConfigFromDocument, installGlobalErrorHandlers, startErrorReporting } from './features/error-reporting/start-error-reporting'
import { loadPageType } from './page-types/load-page-type'
import { pageTypeById } from './page-types/registry'
import { clientLog } from './shared/client-log'

// First of all, so nothing thrown during start-up is lost; reported once error reporting loads.
installGlobalErrorHandlers(window)
const errorReporting = errorReportingConfigFromDocument(document)
if (errorReporting) startErrorReporting(errorReporting, window)

async function start(): Promise<void> {
  const definitions = [...document.querySelectorAll<HTMLElement>('[data-page-type]')]
    .map((element) => pageTypeById(element.dataset.pageType ?? ''))
    .filter((definition) => definition !== null)
  // A page type that cannot load (after loadPageType's retries) is logged and left to its region:
  // the page still hydrates, and the region tries again as it renders.
  await Promise.all(definitions.map((definition) => loadPageType(definition).catch((error: unknown) => clientLog('error', error))))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
      // What no failure boundary caught: the router could not be made from the server's state, or the shell failed.
      { onUncaughtError: (error) => clientLog('fatal', error) },
    )
  })
}

start().catch((error: unknown) => clientLog('fatal', error))

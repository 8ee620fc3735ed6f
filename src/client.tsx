/**
 * Start-up (spec §4): load the top-level components the server-rendered page needs, then make
 * the server markup interactive. Any failure here is a fatal client log.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { errorReportingConfigFromDocument, installGlobalErrorHandlers, startErrorReporting } from './features/error-reporting/start-error-reporting'
import { loadPageType } from './page-types/load-page-type'
import { pageTypeById } from './page-types/registry'
import { clientLog } from './shared/client-log'
import { loadComponentSet } from './shared/load-with-retry'

// First of all, so nothing thrown during start-up is lost; reported once error reporting loads.
installGlobalErrorHandlers(window)
const errorReporting = errorReportingConfigFromDocument(document)
if (errorReporting) startErrorReporting(errorReporting, window)

async function start(): Promise<void> {
  const definitions = [...document.querySelectorAll<HTMLElement>('[data-page-type]')]
    .map((element) => pageTypeById(element.dataset.pageType ?? ''))
    .filter((definition) => definition !== null)
  // A set that fails to load is logged and left to React.lazy: the page still hydrates.
  await loadComponentSet(Object.fromEntries(definitions.map((definition) => [definition.id, () => loadPageType(definition)])))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

start().catch((error: unknown) => clientLog('fatal', error))

/**
 * Start-up (docs/behaviour.md §8): load the top-level components the server-rendered page needs, then make
 * the server markup interactive. Any failure here is a fatal client log.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { errorReportingConfigFromDocument, installGlobalErrorHandlers, startErrorReporting } from './features/error-reporting/start-error-reporting'
import { rememberPageType } from './page-types/load-page-type'
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
  // The set applies the retry policy to each member (loading through loadPageType would retry each
  // attempt again); a set that fails is logged and left to React.lazy: the page still hydrates.
  const loaded = await loadComponentSet(Object.fromEntries(definitions.map((definition) => [definition.id, definition.load])))
  for (const definition of definitions) {
    const module = loaded[definition.id]
    if (module) rememberPageType(definition, module)
  }
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

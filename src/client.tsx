/**
 * Start-up (docs/behaviour.md §8): error reporting first, then the framework's own client entry
 * makes the router from the server's state and hydrates the document (ADR 055). A page type's
 * chunk that is not here yet keeps the server's markup of its region until it arrives (its route
 * loader asks for it as the router hydrates). What no failure boundary catches is a fatal client log.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { errorReportingConfigFromDocument, installGlobalErrorHandlers, startErrorReporting } from './features/error-reporting/start-error-reporting'
import { clientLog } from './shared/client-log'

// First of all, so nothing thrown during start-up is lost; reported once error reporting loads.
installGlobalErrorHandlers(window)
const errorReporting = errorReportingConfigFromDocument(document)
if (errorReporting) startErrorReporting(errorReporting, window)

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

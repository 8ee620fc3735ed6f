import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getConfig } from '../../app.config.ts'
import { isPreview } from '../server/preview/preview-mode.server.ts'
import { siteOrigin } from '../server/http/site-origin.ts'

/** The part of the configuration the browser needs; secrets never leave the server. */
export const fetchPublicConfig = createServerFn({ method: 'GET' }).handler(() => {
  const config = getConfig()
  return {
    siteUrl: siteOrigin(getRequest(), config),
    zipApiBase: config.zipApiBase,
    donation: {
      scriptUrl: config.donation.scriptUrl,
      token: config.donation.token,
      stylesheetUrl: config.donation.stylesheetUrl,
      formUrl: config.donation.formUrl,
    },
    /** This browser sees drafts (a preview): the shell says so and offers the way out. */
    preview: isPreview(),
    errorReporting: config.sentryDsn
      ? { dsn: config.sentryDsn, environment: config.sentryEnvironment, release: config.sentryRelease, sampleRate: config.sentrySampleRate }
      : null,
  }
})

export type PublicConfig = Awaited<ReturnType<typeof fetchPublicConfig>>

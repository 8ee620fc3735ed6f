/**
 * An error-reporting stand-in: MSW answers the envelope endpoint of a Sentry DSN and keeps the
 * events the server sent, so a test can count what reached the team.
 */
import { http, HttpResponse } from 'msw'

export type ReceivedEvent = {
  level?: string
  exception?: { values?: { type?: string; value?: string }[] }
}

/** The first exception's type and message, as an issue list shows them. */
export const headlineOf = (event: ReceivedEvent) => ({ type: event.exception?.values?.[0]?.type, value: event.exception?.values?.[0]?.value ?? '' })

/** Handlers for `http://public@<host>/<project>`, and the events they received, in order. */
export function errorReportingStandIn(host: string, project = '1') {
  const events: ReceivedEvent[] = []
  const handler = http.post(`http://${host}/api/${project}/envelope/`, async ({ request }) => {
    // An envelope is newline-separated JSON: its header, then item header and payload pairs.
    const lines = (await request.text()).split('\n').filter(Boolean)
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const item = JSON.parse(lines[index] as string) as { type?: string }
      if (item.type === 'event') events.push(JSON.parse(lines[index + 1] as string) as ReceivedEvent)
    }
    return HttpResponse.json({ id: 'received' })
  })
  return { dsn: `http://public@${host}/${project}`, handler, events }
}

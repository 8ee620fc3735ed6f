/**
 * Contentful API errors made readable. For most calls the SDK throws an Error named after the
 * API's error id (`AccessTokenInvalid`, `NotFound`, …) whose message is the whole response as
 * JSON, request headers included: cut to 250 characters in a report, that says little. Its sync
 * calls throw the HTTP client's own error instead, with the response attached. Either way the
 * status is kept, as the sync source decides by it whether a sync token was refused.
 */
export class ContentfulRequestError extends Error {
  readonly status: number | undefined

  constructor(name: string, message: string, status: number | undefined) {
    super(message)
    this.name = name
    this.status = status
  }
}

type SdkErrorBody = { status?: unknown; statusText?: unknown; message?: unknown; requestId?: unknown }

type HttpClientError = { response?: { status?: unknown; data?: { sys?: { id?: unknown }; message?: unknown; requestId?: unknown } } }

function line(name: string, status: number | undefined, said: string, requestId: unknown): ContentfulRequestError {
  const request = typeof requestId === 'string' ? ` (request ${requestId})` : ''
  return new ContentfulRequestError(name, `Contentful answered ${status ?? 'an error'} ${name}: ${said}${request}`, status)
}

/** The error as thrown, unless it is an API error: then one line with status, id and message. */
export function readableContentfulError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const { response } = error as HttpClientError
  if (response && typeof response.status === 'number') {
    const id = response.data?.sys?.id
    const name = typeof id === 'string' ? id : `HTTP${response.status}`
    return line(name, response.status, typeof response.data?.message === 'string' ? response.data.message : '', response.data?.requestId)
  }
  if (!error.message.startsWith('{')) return error
  let body: SdkErrorBody
  try {
    body = JSON.parse(error.message) as SdkErrorBody
  } catch {
    return error
  }
  const status = typeof body.status === 'number' ? body.status : undefined
  const said = typeof body.message === 'string' && body.message ? body.message : typeof body.statusText === 'string' ? body.statusText : ''
  return line(error.name, status, said, body.requestId)
}

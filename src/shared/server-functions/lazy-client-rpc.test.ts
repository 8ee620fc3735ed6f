import { TSS_SERVER_FUNCTION } from '@tanstack/react-start'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls: { functionId: string; args: unknown[] }[] = []
vi.mock('@tanstack/react-start/client-rpc', () => ({
  createClientRpc: (functionId: string) => async (...args: unknown[]) => {
    calls.push({ functionId, args })
    return `answer of ${functionId}`
  },
}))
vi.mock('../load-with-retry', () => ({ loadWithRetry: (_name: string, load: () => Promise<unknown>) => load() }))

const { createClientRpc } = await import('./lazy-client-rpc')

describe('the lazy client of a server function', () => {
  beforeEach(() => {
    calls.length = 0
  })

  it('is a server function at once: its id, URL and marker, before any code is fetched', () => {
    const rpc = createClientRpc('abc123')
    expect(rpc.serverFnMeta).toEqual({ id: 'abc123' })
    expect(rpc.url.endsWith('abc123')).toBe(true)
    expect(rpc[TSS_SERVER_FUNCTION]).toBe(true)
  })

  it('hands every call to the framework’s client of the same id, with its arguments', async () => {
    const rpc = createClientRpc('page')
    await expect(rpc({ data: { path: '/' } })).resolves.toBe('answer of page')
    await rpc({ data: { path: '/plans' } })
    expect(calls).toEqual([
      { functionId: 'page', args: [{ data: { path: '/' } }] },
      { functionId: 'page', args: [{ data: { path: '/plans' } }] },
    ])
  })
})

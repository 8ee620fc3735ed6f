/**
 * Every unit and integration test: network calls must match an MSW handler (an unhandled
 * request is an error), and console.error fails the test unless the test expected it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../mocks/server'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let unexpected: unknown[][] = []
beforeEach(() => {
  unexpected = []
  const original = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args)
    original(...args)
  })
})
afterEach((context) => {
  // A test that expects errors replaces this spy with its own mock; only the default one fails.
  const calls = unexpected
  unexpected = []
  if (calls.length > 0 && context.task.result?.state !== 'fail') {
    throw new Error(`console.error was called ${calls.length} time(s): ${calls.map((call) => call.map(String).join(' ')).join(' | ')}`)
  }
})

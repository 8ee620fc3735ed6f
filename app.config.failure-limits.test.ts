/** The variables that keep failure small: error reporting's sample rate and cap, and the render timeout. */
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './app.config.ts'

function rejection(env: Record<string, string>): string {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`)
}

describe('the failure limits in the configuration', () => {
  it('default to every error reported, at most 30 server events a minute, and 5 s for a render', () => {
    const config = parseConfig({})
    expect(config.sentrySampleRate).toBe(1)
    expect(config.sentryEventsPerMinute).toBe(30)
    expect(config.renderTimeoutMs).toBe(5_000)
  })

  it('take a sample rate from 0 to 1, a cap and a timeout', () => {
    const config = parseConfig({ SENTRY_SAMPLE_RATE: '0.25', SENTRY_EVENTS_PER_MINUTE: '120', RENDER_TIMEOUT_MS: '2500' })
    expect(config.sentrySampleRate).toBe(0.25)
    expect(config.sentryEventsPerMinute).toBe(120)
    expect(config.renderTimeoutMs).toBe(2_500)
    expect(parseConfig({ SENTRY_SAMPLE_RATE: '0' }).sentrySampleRate).toBe(0)
    expect(parseConfig({ SENTRY_SAMPLE_RATE: '1.0' }).sentrySampleRate).toBe(1)
  })

  it('refuse values out of range in one line naming the variable', () => {
    expect(rejection({ SENTRY_SAMPLE_RATE: '1.5' })).toMatch(/^Invalid configuration: SENTRY_SAMPLE_RATE: expected the share of errors to report, a number from 0 to 1/)
    expect(rejection({ SENTRY_SAMPLE_RATE: '25%' })).toMatch(/^Invalid configuration: SENTRY_SAMPLE_RATE:/)
    expect(rejection({ SENTRY_EVENTS_PER_MINUTE: '0' })).toMatch(/^Invalid configuration: SENTRY_EVENTS_PER_MINUTE:/)
    expect(rejection({ RENDER_TIMEOUT_MS: '50' })).toMatch(/^Invalid configuration: RENDER_TIMEOUT_MS: expected how long visitors wait for a page render/)
  })
})

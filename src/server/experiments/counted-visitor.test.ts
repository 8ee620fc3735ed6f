import { describe, expect, it } from 'vitest'
import { isBotUserAgent, isCountedVisitor, isPrefetch } from './counted-visitor'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('who counts as an experiment visitor', () => {
  it('is a browser’s GET or form POST', () => {
    expect(isCountedVisitor(new Request('http://localhost/', { headers: { 'user-agent': CHROME } }))).toBe(true)
    expect(isCountedVisitor(new Request('http://localhost/', { method: 'POST', headers: { 'user-agent': CHROME } }))).toBe(true)
    expect(isCountedVisitor(new Request('http://localhost/', { method: 'HEAD', headers: { 'user-agent': CHROME } }))).toBe(false)
  })

  it('is never a speculative request', () => {
    for (const [name, value] of [['sec-purpose', 'prefetch'], ['sec-purpose', 'prefetch;prerender'], ['purpose', 'prefetch'], ['x-moz', 'prefetch'], ['x-purpose', 'preview']]) {
      expect(isPrefetch(new Headers({ [name!]: value! })), `${name}: ${value}`).toBe(true)
    }
    expect(isPrefetch(new Headers({ 'sec-fetch-mode': 'navigate' }))).toBe(false)
  })

  it('is never a client that says it is a bot or a tool, nor one without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'python-requests/2.32.3',
      'Go-http-client/2.0',
      'UptimeRobot/2.0',
      '',
      null,
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true)
    }
    for (const agent of [CHROME, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0']) {
      expect(isBotUserAgent(agent), agent).toBe(false)
    }
  })
})

/**
 * The environment, parsed once (contract.md, "Configuration"): defaults that start the site with
 * no setup, and a bad value that stops start-up with one clear line naming the variable.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, serverProcessCount } from './app.config.ts'
import { geolocationOfHeaders, locationFromGeolocation } from './src/server/location/edge-geolocation.ts'

const ROOT = fileURLToPath(new URL('.', import.meta.url))

function configError(env: Record<string, string>, options?: { onWorkers: boolean }): ConfigError {
  try {
    parseConfig(env, options)
  } catch (error) {
    return error as ConfigError
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`)
}

describe('parseConfig with an empty environment', () => {
  const config = parseConfig({})

  it('serves on 127.0.0.1:3000', () => {
    expect(config.host).toBe('127.0.0.1')
    expect(config.port).toBe(3000)
  })

  it('reads the embedded content export content/export.json', () => {
    expect(config.content).toEqual({ source: 'export', exportPath: 'content/export.json' })
  })

  it('sends the zip lookup to the site’s own /api/v1', () => {
    expect(config.zipApiBase).toBe('/api/v1')
  })

  it('uses the sandbox donation provider served by the site', () => {
    expect(config.donation.token).toBe('sandbox-public-token')
    expect(config.donation.scriptUrl.startsWith('/')).toBe(true)
    expect(config.donation.stylesheetUrl.startsWith('/')).toBe(true)
  })

  it('reports no errors to Sentry and keeps records in the embedded database', () => {
    expect(config.sentryDsn).toBeUndefined()
    expect(config.databaseUrl).toBeUndefined()
    expect(config.embeddedDatabaseDir).toBe('.data/pglite')
  })
})

describe('parseConfig with values set', () => {
  it('takes HOST, PORT and the content export path from the environment', () => {
    const config = parseConfig({ HOST: '0.0.0.0', PORT: '8080', CONTENT_EXPORT_PATH: 'tests/fixtures/alternate-export.json', DONATION_PROVIDER: 'sandbox', SITE_URL: 'https://campaign.example.org' })
    expect(config.host).toBe('0.0.0.0')
    expect(config.port).toBe(8080)
    expect(config.content).toEqual({ source: 'export', exportPath: 'tests/fixtures/alternate-export.json' })
  })

  it('accepts an absolute zip API and drops its trailing slash', () => {
    expect(parseConfig({ ZIP_API_BASE: 'https://zip.example.org/api/v1/' }).zipApiBase).toBe('https://zip.example.org/api/v1')
  })

  it('accepts a Sentry DSN and a PostgreSQL URL', () => {
    const config = parseConfig({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      DATABASE_URL: 'postgresql://site:secret@db.internal:5432/campaign',
    })
    expect(config.sentryDsn).toBe('https://abc123@o1.ingest.sentry.io/42')
    expect(config.databaseUrl).toBe('postgresql://site:secret@db.internal:5432/campaign')
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/campaign' }).databaseUrl).toBe('postgres://localhost/campaign')
  })

  it('takes the embedded database directory from EMBEDDED_DATABASE_DIR', () => {
    expect(parseConfig({ EMBEDDED_DATABASE_DIR: '/var/lib/campaign-site/db' }).embeddedDatabaseDir).toBe('/var/lib/campaign-site/db')
  })

  it('switches to live Contentful content when a space id and access token are set', () => {
    const config = parseConfig({ CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'cda-token' })
    expect(config.content).toEqual({
      source: 'contentful',
      spaceId: 'space1',
      accessToken: 'cda-token',
      environment: 'master',
      previewToken: undefined,
      deliveryUrl: 'https://cdn.contentful.com',
    })
  })

  it('reads the Delivery API from CONTENTFUL_DELIVERY_URL: https anywhere, plain http only on this machine (a local stand-in)', () => {
    const withUrl = (url: string) => parseConfig({ CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'cda-token', CONTENTFUL_DELIVERY_URL: url }).content
    expect(withUrl('https://cdn.eu.contentful.com/')).toMatchObject({ deliveryUrl: 'https://cdn.eu.contentful.com' })
    expect(withUrl('http://127.0.0.1:4386')).toMatchObject({ deliveryUrl: 'http://127.0.0.1:4386' })
    expect(withUrl('http://[::1]:4386')).toMatchObject({ deliveryUrl: 'http://[::1]:4386' })
    expect(configError({ CONTENTFUL_DELIVERY_URL: 'http://cdn.example.org' }).message).toMatch(/CONTENTFUL_DELIVERY_URL.*loopback/)
    expect(configError({ CONTENTFUL_DELIVERY_URL: 'https://cdn.example.org/spaces' }).message).toContain('CONTENTFUL_DELIVERY_URL')
  })

  it('reads the Contentful environment and preview token', () => {
    const config = parseConfig({
      CONTENTFUL_SPACE_ID: 'space1',
      CONTENTFUL_ACCESS_TOKEN: 'cda-token',
      CONTENTFUL_ENVIRONMENT: 'staging',
      CONTENTFUL_PREVIEW_TOKEN: 'cpa-token',
      CONTENT_EXPORT_PATH: 'ignored.json',
    })
    expect(config.content).toMatchObject({ source: 'contentful', environment: 'staging', previewToken: 'cpa-token' })
  })

  it('treats empty Contentful variables as unset and stays on the export', () => {
    expect(parseConfig({ CONTENTFUL_SPACE_ID: '', CONTENTFUL_ACCESS_TOKEN: '' }).content.source).toBe('export')
  })

  it('uses the default port when PORT is set but empty (${PORT:-3000})', () => {
    expect(parseConfig({ PORT: '' }).port).toBe(3000)
  })

  it('runs one server process unless WEB_CONCURRENCY asks for more, with PostgreSQL', () => {
    expect(parseConfig({}).processes).toBe(1)
    expect(parseConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db.example/campaign' }).processes).toBe(4)
    expect(parseConfig({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db.example/campaign' }).processes).toBe('auto')
    expect(parseConfig({ WEB_CONCURRENCY: '1' }).processes).toBe(1)
  })

  it('returns a frozen object, so nothing can change the configuration after start-up', () => {
    const config = parseConfig({ CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'cda-token' })
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.content)).toBe(true)
    expect(Object.isFrozen(config.donation)).toBe(true)
    expect(() => {
      ;(config as { port: number }).port = 1
    }).toThrow(TypeError)
  })
})

describe('parseConfig with a bad value', () => {
  const cases: Array<{ env: Record<string, string>; variable: string }> = [
    { env: { PORT: 'abc' }, variable: 'PORT' },
    { env: { PORT: '70000' }, variable: 'PORT' },
    { env: { PORT: '0' }, variable: 'PORT' },
    { env: { PORT: '80.5' }, variable: 'PORT' },
    { env: { ZIP_API_BASE: 'ftp://x' }, variable: 'ZIP_API_BASE' },
    { env: { SENTRY_DSN: 'not-a-url' }, variable: 'SENTRY_DSN' },
    { env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
    { env: { DATABASE_URL: 'postgres:campaign' }, variable: 'DATABASE_URL' },
    { env: { DATABASE_URL: 'postgres://' }, variable: 'DATABASE_URL' },
    { env: { DATABASE_URL: 'not a url' }, variable: 'DATABASE_URL' },
    { env: { CONTENTFUL_SPACE_ID: 'space1' }, variable: 'CONTENTFUL_ACCESS_TOKEN' },
    { env: { CONTENTFUL_ACCESS_TOKEN: 'cda-token' }, variable: 'CONTENTFUL_SPACE_ID' },
    { env: { DONATION_SCRIPT_URL: 'javascript:alert(1)' }, variable: 'DONATION_SCRIPT_URL' },
    { env: { WEB_CONCURRENCY: 'many', DATABASE_URL: 'postgres://db.example/campaign' }, variable: 'WEB_CONCURRENCY' },
    { env: { WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db.example/campaign' }, variable: 'WEB_CONCURRENCY' },
  ]

  it.each(cases)('stops start-up on $env with one line naming $variable', ({ env, variable }) => {
    const error = configError(env)
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).not.toContain('\n')
    expect(error.message).toContain(variable)
  })

  it('says that CONTENTFUL_SPACE_ID needs a token when only the space id is set', () => {
    expect(configError({ CONTENTFUL_SPACE_ID: 'space1' }).message).toMatch(/CONTENTFUL_ACCESS_TOKEN.*CONTENTFUL_SPACE_ID/)
  })

  it('says that several server processes need PostgreSQL instead of the embedded database', () => {
    // Parsed alike (a platform may set it for its own reasons); refused when the server would start them.
    expect(parseConfig({ WEB_CONCURRENCY: 'auto' }).processes).toBe('auto')
    expect(() => serverProcessCount(parseConfig({ WEB_CONCURRENCY: '2' }), 8)).toThrow(/WEB_CONCURRENCY.*DATABASE_URL/)
    expect(() => serverProcessCount(parseConfig({ WEB_CONCURRENCY: 'auto' }), 4)).toThrow(ConfigError)
    expect(serverProcessCount(parseConfig({ WEB_CONCURRENCY: 'auto' }), 1)).toBe(1)
    expect(serverProcessCount(parseConfig({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db.example/campaign' }), 4)).toBe(4)
  })

  it('shows the rejected value, so the operator sees the typo', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('"abc"')
  })

  it('hides the password of a rejected DATABASE_URL', () => {
    const message = configError({ DATABASE_URL: 'postgres://site:s3cret@db internal/campaign' }).message
    expect(message).toContain('postgres://site:***@db internal/campaign')
    expect(message).not.toContain('s3cret')
  })

  it.each(['zip.example.org/api/v1', 'not a url'])(
    'stops start-up with one line naming ZIP_API_BASE when it is neither a URL nor a path (%s)',
    (value) => {
      const error = configError({ ZIP_API_BASE: value })
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.message).not.toContain('\n')
      expect(error.message).toContain('ZIP_API_BASE')
    },
  )
})

describe('starting the server with a bad configuration (node scripts/serve.ts)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'serve-config-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  /** Runs the start-up script; it must exit before serving. The timeout stops a server that starts anyway. */
  function serve(env: Record<string, string>) {
    const result = spawnSync('node', ['scripts/serve.ts'], {
      cwd: ROOT,
      env: {
        PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
        HOME: process.env.HOME ?? tmpdir(),
        HOST: '127.0.0.1',
        // Never the port a developer's server uses, should the check let it start.
        PORT: '39517',
        ...env,
      },
      encoding: 'utf8',
      timeout: 20_000,
    })
    if (result.error) throw result.error
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '')
    return { status: result.status, signal: result.signal, lines, stdout: result.stdout }
  }

  it('exits non-zero with exactly one line naming PORT when PORT=abc', () => {
    const { status, signal, lines } = serve({ PORT: 'abc' })
    expect(signal).toBeNull()
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('PORT')
  })

  it('exits non-zero with exactly one line naming the file and the problem when the export is malformed JSON', () => {
    const file = join(temp, 'broken-export.json')
    // A hand-edited, pretty-printed export with a trailing comma.
    writeFileSync(file, '{\n  "locales": [],\n  "entries": [\n    {"sys": {"id": "a"}},\n  ]\n}\n')
    const { status, signal, lines } = serve({ CONTENT_EXPORT_PATH: file })
    expect(signal).toBeNull()
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(file)
    expect(lines[0]).toMatch(/JSON/)
  })

  it('exits non-zero with exactly one line naming the file when the export does not exist', () => {
    const file = join(temp, 'no-such-export.json')
    const { status, lines } = serve({ CONTENT_EXPORT_PATH: file })
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(file)
  })

  it('exits non-zero with exactly one line naming DONATION_PROVIDER when a deployment would serve the sandbox by accident', () => {
    const deployments: Record<string, string>[] = [{ SITE_URL: 'https://campaign.example.org' }, { HOST: '0.0.0.0' }]
    for (const env of deployments) {
      const { status, signal, lines } = serve(env)
      expect(signal).toBeNull()
      expect(status).not.toBe(0)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Invalid configuration: DONATION_PROVIDER: this server is a deployment/)
    }
  })

  it('exits non-zero with exactly one line naming ZIP_API_BASE when it has no scheme', () => {
    const { status, signal, lines } = serve({ ZIP_API_BASE: 'zip.example.org/api/v1' })
    expect(signal).toBeNull()
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('ZIP_API_BASE')
  })
})

describe('the CRM webhook and the proxy setting', () => {
  /** A site behind a proxy names its public origin (SITE_URL is then a deployment's: it chooses its donation provider). */
  const BEHIND_A_PROXY = { SITE_URL: 'https://campaign.example.org', DONATION_PROVIDER: 'sandbox' }

  it('forward nothing and trust no proxy by default', () => {
    const config = parseConfig({})
    expect(config.crmWebhook).toBeNull()
    expect(config.trustProxy).toBe(false)
  })

  it('forward submissions to the configured CRM, signed with its secret', () => {
    const config = parseConfig({ CRM_WEBHOOK_URL: 'https://crm.example.org/hooks/site', CRM_WEBHOOK_SECRET: 'a-long-shared-secret', TRUST_PROXY: 'true', ...BEHIND_A_PROXY })
    expect(config.crmWebhook).toEqual({ url: 'https://crm.example.org/hooks/site', secret: 'a-long-shared-secret' })
    expect(config.trustProxy).toBe(true)
  })

  it('refuse a CRM URL that is not http(s), a secret without a URL, and a proxy setting that is none of its forms', () => {
    expect(configError({ CRM_WEBHOOK_URL: 'ftp://crm.example.org' }).message).toMatch(/^Invalid configuration: CRM_WEBHOOK_URL: /)
    expect(configError({ CRM_WEBHOOK_SECRET: 'a-long-shared-secret' }).message).toMatch(/^Invalid configuration: CRM_WEBHOOK_URL: /)
    for (const value of ['yes', '11', '10.0.0.0/33', '10.0.0.1, proxy.example.org']) {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(/^Invalid configuration: TRUST_PROXY: expected true or false, a number of proxy hops/)
    }
  })

  it('trust proxies by hops counted from the right (true is one), or by their addresses and ranges', () => {
    expect(parseConfig({}).proxyTrust).toEqual({ kind: 'none' })
    expect(parseConfig({ TRUST_PROXY: 'false' }).proxyTrust).toEqual({ kind: 'none' })
    expect(parseConfig({ TRUST_PROXY: 'true', ...BEHIND_A_PROXY })).toMatchObject({ trustProxy: true, proxyTrust: { kind: 'hops', hops: 1 } })
    expect(parseConfig({ TRUST_PROXY: '2', ...BEHIND_A_PROXY })).toMatchObject({ trustProxy: true, proxyTrust: { kind: 'hops', hops: 2 } })
    const ranges = parseConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32 192.0.2.7', ...BEHIND_A_PROXY })
    expect(ranges.trustProxy).toBe(true)
    expect(ranges.proxyTrust).toMatchObject({ kind: 'ranges', ranges: [{ family: 4, prefix: 8 }, { family: 6, prefix: 32 }, { family: 4, prefix: 32 }] })
  })
})

describe('the CRM outbox', () => {
  it('keeps 8 deliveries in flight and reports a backlog older than 15 minutes by default', () => {
    expect(parseConfig({}).outbox).toEqual({ concurrency: 8, maxAgeMinutes: 15 })
    expect(parseConfig({ OUTBOX_CONCURRENCY: '16', OUTBOX_MAX_AGE_MINUTES: '60' }).outbox).toEqual({ concurrency: 16, maxAgeMinutes: 60 })
  })

  it('refuses a concurrency or an age limit that is not a whole number in range', () => {
    for (const value of ['0', '65', '2.5', 'many']) expect(configError({ OUTBOX_CONCURRENCY: value }).message).toMatch(/^Invalid configuration: OUTBOX_CONCURRENCY: expected how many CRM deliveries/)
    for (const value of ['0', '1441', '-5']) expect(configError({ OUTBOX_MAX_AGE_MINUTES: value }).message).toMatch(/^Invalid configuration: OUTBOX_MAX_AGE_MINUTES: expected the age in minutes/)
  })
})

describe('a deployment and the sandbox donation provider', () => {
  const REAL_PROVIDER = {
    DONATION_SCRIPT_URL: 'https://provider.example/embed.js',
    DONATION_TOKEN: 'public-token',
    DONATION_STYLESHEET_URL: '/provider-form.css',
    DONATION_FORM_URL: 'https://provider.example/donate',
  }

  it('serves the sandbox with no setup on this machine (npm start, npm run dev, the tests)', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(parseConfig({ HOST }).donation.sandbox).toBe(true)
  })

  it('refuses, in one line, a deployment that would take gifts with the sandbox by accident', () => {
    const cases: [Record<string, string>, boolean, RegExp][] = [
      [{ SITE_URL: 'https://campaign.example.org' }, false, /\(SITE_URL is set\)/],
      [{ HOST: '0.0.0.0' }, false, /\(HOST=0\.0\.0\.0 listens beyond this machine\)/],
      [{ HOST: '::' }, false, /\(HOST=:: listens beyond this machine\)/],
      [{}, true, /\(it runs on Cloudflare Workers\)/],
    ]
    for (const [env, onWorkers, reason] of cases) {
      const error = configError(env, { onWorkers })
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.message).toMatch(/^Invalid configuration: DONATION_PROVIDER: this server is a deployment/)
      expect(error.message).toMatch(reason)
      expect(error.message).toContain('DONATION_PROVIDER=sandbox')
      expect(error.message).not.toContain('\n')
    }
  })

  it('serves the sandbox on a deployment that chose it, and a real provider without a word', () => {
    expect(parseConfig({ SITE_URL: 'https://campaign.example.org', DONATION_PROVIDER: 'sandbox' }).donation.sandbox).toBe(true)
    expect(parseConfig({ DONATION_PROVIDER: 'sandbox', SITE_URL: 'https://campaign.example.org' }, { onWorkers: true }).donation.sandbox).toBe(true)
    expect(parseConfig({ SITE_URL: 'https://campaign.example.org', HOST: '0.0.0.0', ...REAL_PROVIDER }).donation.sandbox).toBe(false)
  })

  it('refuses DONATION_PROVIDER=sandbox next to another provider’s script, and any other value', () => {
    expect(configError({ DONATION_PROVIDER: 'sandbox', ...REAL_PROVIDER }).message).toMatch(/^Invalid configuration: DONATION_PROVIDER: expected DONATION_SCRIPT_URL unset/)
    expect(configError({ DONATION_PROVIDER: 'actual' }).message).toMatch(/^Invalid configuration: DONATION_PROVIDER: expected "sandbox"/)
  })
})

describe('the preview of drafts', () => {
  it('is off unless a secret is set, and the secret is never printed', () => {
    expect(parseConfig({}).previewSecret).toBeUndefined()
    expect(parseConfig({ PREVIEW_SECRET: 'preview-secret-0123456789' }).previewSecret).toBe('preview-secret-0123456789')
    const error = configError({ PREVIEW_SECRET: 'short' })
    expect(error.message).toMatch(/^Invalid configuration: PREVIEW_SECRET: expected a secret of at least 16 characters/)
    expect(error.message).not.toContain('short')
  })
})

describe('the donation provider', () => {
  it('is the sandbox served by the site by default, framed by nobody, its webhook open to no outside caller', () => {
    const { donation, contributionWebhook } = parseConfig({})
    expect(donation).toMatchObject({ scriptUrl: '/sandbox-donations/embed.js', formUrl: '/sandbox-donations/donate', sandbox: true, embedAncestors: [] })
    expect(contributionWebhook).toEqual({ hmacSecret: undefined, basicAuth: undefined })
  })

  it('switches to a real provider, its webhook credentials and the origins that may frame the form by configuration', () => {
    const config = parseConfig({
      DONATION_SCRIPT_URL: 'https://provider.example/embed.js',
      DONATION_FORM_URL: 'https://provider.example/donate/',
      DONATION_WEBHOOK_SECRET: 'a-long-provider-secret',
      DONATION_WEBHOOK_USERNAME: 'provider',
      DONATION_WEBHOOK_PASSWORD: 'a-long-basic-password',
      DONATION_EMBED_ANCESTORS: 'https://partner.example, https://other.example/',
    })
    expect(config.donation).toMatchObject({ sandbox: false, formUrl: 'https://provider.example/donate', embedAncestors: ['https://partner.example', 'https://other.example'] })
    expect(config.contributionWebhook).toEqual({ hmacSecret: 'a-long-provider-secret', basicAuth: { username: 'provider', password: 'a-long-basic-password' } })
  })

  it('refuses half a basic-auth pair, a short secret (without printing it) and an ancestor that is not an origin', () => {
    expect(configError({ DONATION_WEBHOOK_USERNAME: 'provider' }).message).toMatch(/^Invalid configuration: DONATION_WEBHOOK_PASSWORD: expected both/)
    const short = configError({ DONATION_WEBHOOK_SECRET: 'short-secret' }).message
    expect(short).toMatch(/^Invalid configuration: DONATION_WEBHOOK_SECRET: expected a shared secret of at least 16 characters/)
    expect(short).not.toContain('short-secret"')
    expect(configError({ DONATION_EMBED_ANCESTORS: 'https://partner.example/path' }).message).toMatch(/^Invalid configuration: DONATION_EMBED_ANCESTORS: /)
    expect(configError({ DONATION_EMBED_ANCESTORS: "'self' javascript:alert(1)" }).message).toMatch(/^Invalid configuration: DONATION_EMBED_ANCESTORS: /)
  })
})

describe('the site’s public origin', () => {
  it('is required, in one line naming SITE_URL, wherever a proxy is trusted or the server is a deployment', () => {
    const cases: [Record<string, string>, boolean, RegExp][] = [
      [{ TRUST_PROXY: 'true' }, false, /because TRUST_PROXY is set/],
      [{ TRUST_PROXY: '10.0.0.0/8' }, false, /because TRUST_PROXY is set/],
      [{ HOST: '0.0.0.0', DONATION_PROVIDER: 'sandbox' }, false, /because this server is a deployment \(HOST=0\.0\.0\.0 listens beyond this machine\)/],
      [{ DONATION_PROVIDER: 'sandbox' }, true, /because this server is a deployment \(it runs on Cloudflare Workers\)/],
    ]
    for (const [env, onWorkers, reason] of cases) {
      const error = configError(env, { onWorkers })
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.message).toMatch(/^Invalid configuration: SITE_URL: expected the public site origin/)
      expect(error.message).toMatch(reason)
      expect(error.message).not.toContain('\n')
    }
  })

  it('is optional on this machine without a proxy, where links use the request’s own origin', () => {
    expect(parseConfig({}).siteUrl).toBeUndefined()
    expect(parseConfig({ SITE_URL: 'https://campaign.example.org/', TRUST_PROXY: 'true', DONATION_PROVIDER: 'sandbox' }).siteUrl).toBe('https://campaign.example.org')
  })
})

describe('the refcode2 signing secret (ADR 047)', () => {
  it('is the one given, a development one on a local run, and none in a deployment that gives none', () => {
    expect(parseConfig({ EXPERIMENTS_SIGNING_SECRET: 'a-signing-secret-0123456789' }).experimentsSigningSecret).toBe('a-signing-secret-0123456789')
    expect(parseConfig({}).experimentsSigningSecret).toEqual(expect.any(String))
    expect(parseConfig({ HOST: '0.0.0.0', DONATION_PROVIDER: 'sandbox', SITE_URL: 'https://campaign.example.org' }).experimentsSigningSecret).toBeUndefined()
    expect(configError({ EXPERIMENTS_SIGNING_SECRET: 'short' }).message).toMatch(/^Invalid configuration: EXPERIMENTS_SIGNING_SECRET: .*\(got "\*\*\*"\)$/)
  })
})

describe('GEO_*_HEADER (ADR 050)', () => {
  it('reads Cloudflare’s visitor-location headers by default', () => {
    const cloudflare = new Headers({ 'cf-ipcountry': 'US', 'cf-region-code': 'NH', 'cf-ipcity': 'Concord' })
    expect(locationFromGeolocation(geolocationOfHeaders(cloudflare, parseConfig({}).geolocationHeaders))).toStrictEqual({ stateCode: 'NH', city: 'Concord' })
  })

  it('takes another CDN’s header names, compared in lower case, and refuses what is no header name', () => {
    expect(parseConfig({ GEO_COUNTRY_HEADER: 'X-Geo-Country', GEO_REGION_HEADER: ' x-geo-region ' }).geolocationHeaders).toMatchObject({ country: 'x-geo-country', region: 'x-geo-region' })
    expect(configError({ GEO_REGION_HEADER: 'x geo: region' }).message).toMatch(/^Invalid configuration: GEO_REGION_HEADER: expected a request header name/)
  })
})

/**
 * npm run content:check -- [export.json] [--drafts] [--format text|json]
 * Checks content the way the site reads it and prints every problem with its entry, content
 * type, locale and field: entries and fields left out, values the content model does not allow,
 * pages sharing a URL, links to missing pages, forms that differ between languages, and values
 * that fall back to another language (warnings). Without a file it checks the configured source
 * (CONTENT_EXPORT_PATH, or the Contentful space when CONTENTFUL_SPACE_ID is set).
 * Exits 0 when there are no errors (warnings allowed), 1 on errors, 2 when it cannot check.
 */
import { parseArgs } from 'node:util'
import { ConfigError, getConfig } from '../app.config.ts'
import { buildContentIndex } from '../src/server/content/content-index.ts'
import { checkContent } from '../src/server/content/check/check-content.ts'
import { contentfulCheckSource, exportCheckSource, type CheckSource } from '../src/server/content/check/check-sources.server.ts'
import { hasErrors } from '../src/server/content/check/content-problem.ts'
import { formatJsonReport, formatTextReport } from '../src/server/content/check/format-report.ts'
import { LOCALES } from '../src/shared/locale.ts'

const USAGE = 'usage: npm run content:check -- [export.json] [--drafts] [--format text|json]'

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function commandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' }, drafts: { type: 'boolean', default: false } } })
  } catch (error) {
    fail(`${(error as Error).message}. ${USAGE}`)
  }
}
const { positionals, values } = commandLine()
if (positionals.length > 1 || (values.format !== 'text' && values.format !== 'json')) fail(USAGE)

function configuredSource(): CheckSource {
  const { content } = getConfig()
  if (content.source === 'export') return exportCheckSource(content.exportPath, { drafts: values.drafts })
  if (values.drafts && !content.previewToken) fail('--drafts with Contentful needs CONTENTFUL_PREVIEW_TOKEN (drafts come from the Preview API)')
  const preview = values.drafts && content.previewToken ? { preview: { token: content.previewToken } } : {}
  return contentfulCheckSource({ spaceId: content.spaceId, environment: content.environment, accessToken: content.accessToken, ...preview })
}

async function load() {
  try {
    const source = positionals[0] ? exportCheckSource(positionals[0], { drafts: values.drafts }) : configuredSource()
    return { source, ...(await source.load()) }
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : `Cannot read the content: ${(error as Error).message}`)
  }
}
const { source, ...loaded } = await load()

const index = buildContentIndex(loaded.snapshot)
const problems = [...loaded.problems, ...checkContent({ snapshot: loaded.snapshot, index, contentTypes: loaded.contentTypes })]
const summary = { source: source.name, pages: Object.fromEntries(LOCALES.map((locale) => [locale, index.pages(locale).length])) }
process.stdout.write(values.format === 'json' ? formatJsonReport(problems, summary) : formatTextReport(problems, summary))
process.exitCode = hasErrors(problems) ? 1 : 0

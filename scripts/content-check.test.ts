/**
 * npm run content:check as CI runs it: a clean export passes (exit 0, warnings allowed), and a
 * broken one, built by content type, has every problem printed with its entry and exits 1.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanExport, entry, form, link, localized, page, type TestExport } from '../tests/fixtures/check-export-fixture.ts'

const run = promisify(execFile)
const directory = mkdtempSync(join(tmpdir(), 'content-check-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

async function contentCheck(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/content-check.ts', ...args], { env: { PATH: process.env.PATH ?? '' } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

function write(name: string, data: TestExport): string {
  const file = join(directory, name)
  writeFileSync(file, JSON.stringify(data))
  return file
}

/** One of each problem CI must catch, and nothing else. */
function brokenExport(): TestExport {
  const data = cleanExport()
  const volunteer = data.entries.find((entry) => entry.sys.id === 'volunteer')
  // A form page without its form: Contentful cannot require it (one content type for many page types).
  if (volunteer) delete volunteer.fields.form
  data.entries.push(
    // Served at /es/acerca, like the about page, once "--2026" is dropped.
    page('aboutAgain', 'contentDetail', '/about-again', {}, '/acerca--2026'),
    page('survey', 'customFormPage', '/survey', {
      settings: { 'en-US': { type: 'emailSurvey' } },
      form: localized(form([['email', 'email'], ['topic', 'text']]), form([['email', 'email'], ['tema', 'text']], 'es')),
      successRedirectUrl: localized('/about', '/acerca'),
    }, '/encuesta'),
  )
  // A menu link to a page that does not exist in English.
  data.entries.push(entry('linkResults', 'navigationLink', { label: localized('Results', 'Resultados'), url: localized('/results', '/encuesta') }))
  const settings = data.entries.find((candidate) => candidate.sys.contentType.sys.id === 'siteSettings')
  if (settings) settings.fields.navigationLinks = { 'en-US': [link('linkAbout'), link('linkVolunteer'), link('linkResults')] }
  return data
}

describe('npm run content:check', () => {
  it('passes the alternate export, which is meant to be clean', async () => {
    const { code, stdout } = await contentCheck('tests/fixtures/alternate-export.json')
    expect(stdout).toContain('0 errors')
    expect(code).toBe(0)
  })

  it('passes a clean export with warnings only', async () => {
    const data = cleanExport()
    const about = data.entries.find((entry) => entry.sys.id === 'about')
    if (about) about.fields.summary = localized('About the campaign')
    const { code, stdout } = await contentCheck(write('warnings.json', data))
    expect(stdout).toContain('warning entry about (contentDetail), es-MX, field summary: no es-MX value: the en-US one is shown')
    expect(stdout).toContain('0 errors, 1 warning.')
    expect(code).toBe(0)
  })

  it('prints every problem of a broken export, grouped, and exits 1', async () => {
    const { code, stdout } = await contentCheck(write('broken.json', brokenExport()))
    expect(stdout).toMatch(/Fields left out \(the rest of the page is served\) \(1\)\n {2}error {3}entry volunteer \(customFormPage\), .*field form: required, but not filled in\n/)
    expect(stdout).toContain('Pages that share a URL, or whose suffix names no state (1)\n  error   entry aboutAgain (contentDetail), es-MX, field path: /es/acerca is also the URL of entry about (contentDetail)')
    expect(stdout).toContain('Links to missing pages (1)\n  error   entry linkResults (navigationLink), en-US, field url: "/results" leads to /results, where no page is served in en-US')
    expect(stdout).toContain(
      'Forms that differ between languages (1)\n  error   entry survey (customFormPage), es-MX, field form: submissions in the two languages would not match: field 2 is "topic" (text) in en-US but "tema" (text) in es-MX',
    )
    expect(stdout).toContain('4 errors, 0 warnings.')
    expect(code).toBe(1)
  })

  it('gives the same report as JSON', async () => {
    const { code, stdout } = await contentCheck(write('broken.json', brokenExport()), '--format', 'json')
    const report = JSON.parse(stdout) as { errors: number; problems: Array<{ check: string; entryId: string }> }
    expect(report.errors).toBe(4)
    expect(report.problems.map((problem) => [problem.check, problem.entryId])).toEqual([
      ['fields', 'volunteer'],
      ['paths', 'aboutAgain'],
      ['links', 'linkResults'],
      ['forms', 'survey'],
    ])
    expect(code).toBe(1)
  })

  it('exits 2 with one line when it cannot check at all', async () => {
    const missing = await contentCheck(join(directory, 'missing.json'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/^Cannot read the content: Content export .*missing\.json cannot be read \(ENOENT\)\n$/)
    const usage = await contentCheck('--format', 'yaml')
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('usage: npm run content:check')
  })
})

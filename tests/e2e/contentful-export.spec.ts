/**
 * An export written the way `contentful space export` writes one — its files on Contentful's
 * hosts (make-fixture-exports.ts) — renders every page of every page type in both languages
 * with no content security policy violation, each image loaded from a srcset of the Images API
 * and each video played from its host. The hosts answer from here: a small JPEG drawn by the
 * browser for any image, a video from the site's own files for any video.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const server = E2E_SERVERS.contentfulFiles
test.use({ baseURL: server.url })

// The copy changes files and video URLs only: its pages are the embedded content's, read here
// because test files are listed before the servers (which write the copy) start.
const sourcePath = E2E_SERVERS.embedded.exportPath
const LOCALES = ['en-US', 'es-MX'] as const

const VIDEO_DIR = 'public/content-assets'
const video = readFileSync(join(VIDEO_DIR, readdirSync(VIDEO_DIR).filter((name) => name.endsWith('.webm')).sort()[0]!))

let jpeg: Buffer
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 36 })
    const context = canvas.getContext('2d')!
    context.fillStyle = '#1b2a4a'
    context.fillRect(0, 0, 64, 36)
    context.fillStyle = '#c8102e'
    context.fillRect(8, 8, 24, 20)
    return canvas.toDataURL('image/jpeg', 0.8)
  })
  await page.close()
  jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64')
})

/** Contentful's hosts as seen from here: every image URL answers a JPEG, every video URL a video. */
async function serveContentfulHosts(page: Page, requested: string[]): Promise<void> {
  await page.route('https://*.ctfassets.net/**', (route) => {
    const url = route.request().url()
    requested.push(url)
    const host = new URL(url).hostname
    if (host.startsWith('images.')) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg })
    if (host.startsWith('videos.')) return route.fulfill({ status: 200, contentType: 'video/webm', body: video })
    return route.fulfill({ status: 404 })
  })
}

/** Policy violations as the page reports them, from its first script on, and as the console logs them. */
async function recordViolations(page: Page): Promise<string[]> {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(message.text())
  })
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return logged
}
const violationsOf = async (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

type ImageState = { currentSrc: string; complete: boolean; naturalWidth: number; candidates: string[] }

/** Every <img> with what it loaded and the candidates its srcsets (its own and its <picture>'s sources) offered. */
const imagesOf = (page: Page) =>
  page.evaluate(() =>
    [...document.images].map((image): ImageState => {
      const srcsets = [image.srcset, ...[...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : [])].map((source) => source.srcset)]
      const candidates = srcsets.flatMap((srcset) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')).filter(Boolean)
      return { currentSrc: image.currentSrc, complete: image.complete, naturalWidth: image.naturalWidth, candidates }
    }),
  )

/** Scrolls the page through, so lazy images near each screen load, then waits for the network to settle. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
      window.scrollTo(0, y)
      // A frame at each stop: the lazy images near it are found in view and requested.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await page.waitForLoadState('networkidle')
}

test('the policy allows images and videos from the hosts the export’s files are on, and no other of Contentful’s', async ({ request }) => {
  const exported = readFileSync(server.exportPath, 'utf8')
  const hosts = (kind: string) => [...new Set([...exported.matchAll(new RegExp(`(?:https:)?//(${kind}\\.ctfassets\\.net)/`, 'g'))].map((match) => `https://${match[1]}`))]
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? ''
  const directive = (name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? ''
  expect(hosts('images').length).toBeGreaterThan(0)
  expect(hosts('videos').length).toBeGreaterThan(0)
  for (const host of hosts('images')) expect(directive('img-src').split(' ')).toContain(host)
  for (const host of hosts('videos')) expect(directive('media-src').split(' ')).toContain(host)
  // Downloads are links, not loads: their host is in no directive.
  for (const host of hosts('assets')) expect(policy).not.toContain(host)
  expect(directive('img-src')).not.toContain('videos.')
  expect(directive('media-src')).not.toContain('images.')
})

for (const { id } of pageTypeRegistry) {
  const entries = entriesOfPageType(sourcePath, id)
  for (const locale of LOCALES) {
    test(`every ${id} page in ${locale} loads its images from Images API srcsets and its videos from their host, violating no policy`, async ({ page }) => {
      requireContent(entries.length === 0, `the export has no ${id} page`)
      test.setTimeout(30_000 + entries.length * 15_000)
      const requested: string[] = []
      await serveContentfulHosts(page, requested)
      const logged = await recordViolations(page)
      const found: string[] = []
      let checked = 0
      for (const entry of entries) {
        const url = pageUrlOf(entry, locale)
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        if (id === 'customDonationFormRedirect') {
          // Its purpose is to leave for the provider's hosted form.
          await page.waitForURL(/\/sandbox-donations\/donate\//)
          found.push(...(await violationsOf(page)).map((violation) => `${url}: ${violation}`))
          continue
        }
        await waitForHydration(page)
        await scrollThrough(page)
        for (const image of await imagesOf(page)) {
          // Scrolled through, every image has been near the screen: lazy ones have loaded too.
          expect(image.complete, `${url}: ${image.candidates[0] ?? image.currentSrc} never loaded`).toBe(true)
          checked += 1
          expect(image.naturalWidth, `${url}: ${image.currentSrc} did not load`).toBeGreaterThan(0)
          expect(image.currentSrc, `${url}: an image not from the Images API`).toMatch(/[?&]w=\d+/)
          expect(image.candidates, `${url}: ${image.currentSrc} is not one of its srcset's candidates`).toContain(image.currentSrc)
        }
        const play = page.locator('main [data-video] button').first()
        if (await play.isVisible()) {
          await play.click()
          await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('main [data-video] video')?.readyState ?? 0) >= 1)
        }
        found.push(...(await violationsOf(page)).map((violation) => `${url}: ${violation}`))
      }
      expect(found).toEqual([])
      expect(logged).toEqual([])
      if (id !== 'customDonationFormRedirect') {
        const images = requested.filter((url) => new URL(url).hostname.startsWith('images.'))
        // Every image request asked the API for a width: nothing fetched an original file.
        expect(images.filter((url) => !/[?&]w=\d+/.test(url))).toEqual([])
        test.info().annotations.push({ type: 'images', description: `${checked} loaded, ${images.length} requested` })
      }
    })
  }
}

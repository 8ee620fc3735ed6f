/**
 * A takeover's image never hides its ask (ADR 058): on a phone (390 × 844) the heading, the text
 * and the call to action are in view whether the image loads, fails (an ad blocker, a CDN
 * hiccup) or is still on its way; the image's box is the same in all three, so a failure moves
 * nothing (layout shift ≤ 0.01). On another campaign's export, whose takeover image is on
 * Contentful's image host (answered here by the test), and on the embedded content with its
 * takeover active (the flags server).
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, entriesOfType, entryById, localized, pageUrlOf, requireContent } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { layoutShiftOf, recordLayoutShifts } from './support/layout-shifts'
import { nextFrames } from './support/settled'

const PHONE = { width: 390, height: 844 }
/** Before every takeover of these exports ends. */
const DURING_TAKEOVERS = new Date('2027-06-01T12:00:00Z')
const SERVERS = [
  { name: 'another campaign’s export', server: E2E_SERVERS.foreign, image: 'https://images.ctfassets.net/**' },
  { name: 'the embedded content', server: E2E_SERVERS.flags, image: '**/content-assets/**' },
] as const
type ImageState = 'loads' | 'fails' | 'is slow'

let jpeg: Buffer
test.beforeAll(async ({ browser }) => {
  // A small JPEG for Contentful's image host (the browser decodes by content, whatever `fm` asks).
  const page = await browser.newPage()
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 48, height: 32 })
    const context = canvas.getContext('2d')!
    context.fillStyle = '#c8102e'
    context.fillRect(0, 0, 48, 32)
    return canvas.toDataURL('image/jpeg', 0.8)
  })
  await page.close()
  jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64')
})


/** Opens the homepage with the takeover's image held; `release` answers it as `state` says. */
async function openTakeover(page: Page, imagePattern: string) {
  const held: Route[] = []
  await page.route(imagePattern, (route) => {
    held.push(route)
  })
  await page.clock.setFixedTime(DURING_TAKEOVERS)
  await page.addInitScript(recordLayoutShifts)
  // Held images hold the load event back.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
  const takeover = page.locator('[data-region="takeover"]')
  await expect(takeover).toBeVisible()
  const image = takeover.locator('img')
  await expect(image).toHaveCount(1)
  // The image has been asked for and waits.
  await expect.poll(() => held.length).toBeGreaterThan(0)
  const release = async (state: ImageState) => {
    if (state === 'is slow') return
    for (const route of held.splice(0)) {
      if (state === 'fails') await route.abort('blockedbyclient')
      else if (route.request().url().startsWith('https://')) await route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg })
      else await route.continue()
    }
    // Later requests (another srcset candidate) are answered the same way.
    await page.unroute(imagePattern)
    await page.route(imagePattern, (route) =>
      state === 'fails' ? route.abort('blockedbyclient') : route.request().url().startsWith('https://') ? route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg }) : route.continue(),
    )
    // Settled: loaded with pixels, or failed with none.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && (element.naturalWidth > 0 ? 'loaded' : 'failed')))
      .toBe(state === 'loads' ? 'loaded' : 'failed')
    await nextFrames(page)
  }
  return { takeover, image, release }
}

/** Whether an element's box lies within the phone's screen. */
async function inView(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!
  return box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0 && box.x + box.width <= PHONE.width
}

for (const { name, server, image: imagePattern } of SERVERS) {
  test.describe(`the takeover on ${name}`, () => {
    test.use({ baseURL: server.url, viewport: PHONE })

    for (const state of ['loads', 'fails', 'is slow'] as const) {
      test(`keeps its heading, text and call to action in view when its image ${state}`, async ({ page }) => {
        const { takeover, release } = await openTakeover(page, imagePattern)
        await release(state)
        const heading = takeover.getByRole('heading', { level: 2 })
        await expect(heading).toBeVisible()
        const cta = takeover.locator('a[href]')
        await expect(cta).toBeVisible()
        expect(await inView(page, '[data-region="takeover"] h2'), 'heading').toBe(true)
        expect(await inView(page, '[data-region="takeover"] a[href]'), 'call to action').toBe(true)
        if ((await takeover.locator('p').count()) > 0) expect(await inView(page, '[data-region="takeover"] p'), 'text').toBe(true)
      })
    }

    test('gives its image the same box whether it loads, fails or is on its way, and a failure moves nothing', async ({ browser }) => {
      const boxes: Record<string, { width: number; height: number }> = {}
      for (const state of ['is slow', 'loads', 'fails'] as const) {
        const context = await browser.newContext({ baseURL: server.url, viewport: PHONE })
        const page = await context.newPage()
        const { image, release } = await openTakeover(page, imagePattern)
        const before = await layoutShiftOf(page)
        await release(state)
        const box = (await image.boundingBox())!
        boxes[state] = { width: Math.round(box.width), height: Math.round(box.height) }
        if (state === 'fails') expect(await layoutShiftOf(page) - before, 'layout shift when the image fails').toBeLessThanOrEqual(0.01)
        await context.close()
      }
      test.info().annotations.push({ type: 'image box', description: JSON.stringify(boxes) })
      expect(boxes['is slow']!.height).toBeGreaterThan(0)
      expect(boxes['fails']).toEqual(boxes['loads'])
      expect(boxes['is slow']).toEqual(boxes['loads'])
    })
  })
}

/**
 * Every content image keeps its box when images fail (ADR 062): each `<img>` on the homepage and
 * on a card grid has the same size with every image blocked as with every image loading, at a
 * phone's width and a desktop's; with every image blocked the takeover's heading and call to
 * action (its label read from the export) are on the screen.
 */
const WIDTHS = [PHONE, { width: 1280, height: 800 }] as const
// The flags export is the embedded one with more pages (made when the suite starts): the same plans page.
const cardGrid = entriesOfPageType(E2E_SERVERS.embedded.exportPath, 'plansLanding')[0]
const takeoverCta = (exportPath: string) => {
  const home = entriesOfType(exportPath, 'campaignHomepage')[0]
  const first = (home?.fields.fundraisingTakeovers?.['en-US'] as { sys: { id: string } }[] | undefined)?.[0]
  const takeover = first ? entryById(exportPath, first.sys.id) : undefined
  return takeover ? localized(takeover, 'ctaLabel', 'en-US') : undefined
}

/** Every image's box in the main region, in document order (its size only: a failed image above moves nothing either). */
async function imageBoxes(page: Page): Promise<string[]> {
  return page.locator('main img').evaluateAll((images) => images.map((image) => `${Math.round(image.getBoundingClientRect().width)}×${Math.round(image.getBoundingClientRect().height)}`))
}

async function openWithImages(page: Page, path: string, images: 'loading' | 'blocked') {
  if (images === 'blocked') await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort('blockedbyclient') : route.continue()))
  await page.clock.setFixedTime(DURING_TAKEOVERS)
  await page.goto(path)
  await waitForHydration(page)
  // Every image on the screen has settled, loaded or failed (a lazy one further down is never asked for).
  await expect
    .poll(() =>
      page.locator('main img').evaluateAll((all) =>
        (all as HTMLImageElement[]).every((image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight)),
      ),
    )
    .toBe(true)
  await nextFrames(page)
}

test.describe('with every image blocked', () => {
  for (const viewport of WIDTHS) {
    for (const [name, path] of [
      ['the homepage', '/'],
      ['a card grid (plans)', cardGrid ? pageUrlOf(cardGrid, 'en-US') : ''],
    ] as const) {
      test(`${name} at ${viewport.width} px gives each image the box it has when images load`, async ({ browser }) => {
        requireContent(!path, 'a plans landing page')
        const boxes: Record<string, string[]> = {}
        // One visitor for both (the same experiment variation); routing keeps the browser's cache out.
        const context = await browser.newContext({ baseURL: E2E_SERVERS.flags.url, viewport })
        for (const images of ['loading', 'blocked'] as const) {
          const page = await context.newPage()
          await openWithImages(page, path, images)
          boxes[images] = await imageBoxes(page)
          await page.close()
        }
        await context.close()
        expect(boxes['loading']!.length).toBeGreaterThan(0)
        expect(boxes['blocked']).toEqual(boxes['loading'])
      })
    }

    for (const { name, server } of SERVERS) {
      test(`the takeover on ${name} keeps its heading and call to action on a ${viewport.width} px screen`, async ({ browser }) => {
        const label = takeoverCta(server.exportPath)
        requireContent(!label, 'a homepage takeover with a call to action')
        const context = await browser.newContext({ baseURL: server.url, viewport })
        const page = await context.newPage()
        await openWithImages(page, '/', 'blocked')
        const takeover = page.locator('[data-region="takeover"]')
        await expect(takeover.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 })
        await expect(takeover.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 })
        await context.close()
      })
    }
  }
})

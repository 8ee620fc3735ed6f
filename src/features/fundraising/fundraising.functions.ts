/** The fundraising feature's server functions: thermometer totals and donor-wall pages from the ledger. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getConfig } from '../../../app.config'
import { contentService } from '../../server/content/content-service.server'
import { donorWallPage, fundraisingTotals } from '../../server/contributions/ledger.server'
import { thermometerStarts } from '../../server/contributions/thermometer-starts'
import { siteDatabase } from '../../server/database/database.server'
import { LOCALES } from '../../shared/locale'
import { donorWallSettingsOf } from '../../shared/fundraising/donor-wall-settings'
import { donorWallView } from '../../shared/fundraising/donor-wall-view'
import { hasRole } from '../../page-types/page-type-manifests'

/** The sandbox's test gifts count only while the sandbox is the provider: a live site never shows rehearsal money. */
const ledgerScope = () => ({ includeTestGifts: getConfig().donation.sandbox })

/**
 * Raised since a start date one of the content's thermometers names; for any other date, nothing
 * (the thermometer is left out): a made-up date costs no database read.
 */
export const fetchFundraisingTotals = createServerFn({ method: 'GET' })
  .validator(z.object({ since: z.iso.datetime().nullable() }))
  .handler(async ({ data }) => {
    if (data.since !== null && !thermometerStarts(await contentService().current()).has(new Date(data.since).toISOString())) return null
    return fundraisingTotals(await siteDatabase(), data.since ? new Date(data.since) : null, ledgerScope())
  })

/**
 * One page of the donor wall. The page's own settings (from the CMS, never from the caller) say
 * how many donors a page lists and whether amounts are shown. It comes written in the page's
 * language (donor-wall-view.ts).
 */
export const fetchDonorWall = createServerFn({ method: 'GET' })
  .validator(z.object({ pageId: z.string().min(1).max(64), locale: z.enum(LOCALES), page: z.number().int().min(1).max(100_000) }))
  .handler(async ({ data }) => {
    const page = (await contentService().current()).pageById(data.locale, data.pageId)
    if (!page || !hasRole(page, 'donors')) return null
    const settings = donorWallSettingsOf(page.fields)
    const wall = await donorWallPage(await siteDatabase(), { page: data.page, pageSize: settings.donorsPerPage, includeAmounts: settings.showAmounts, ...ledgerScope() })
    return donorWallView(wall, data.locale)
  })

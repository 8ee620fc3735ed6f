import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { AdsDonateBar, adsDonateBarSpace } from '../../features/fundraising/ads-donate-bar'
import { AlternativeAction } from '../../features/fundraising/alternative-action'
import { DonationEmbed } from '../../features/fundraising/donation-embed'
import { fundraisingTotalsQueryOptions } from '../../features/fundraising/fundraising-query-options'
import { Thermometer } from '../../features/fundraising/thermometer'
import { useFundraisingAsks } from '../../features/fundraising/use-fundraising-asks'
import type { Page } from '../../content-model/content-model'
import type { PageWithFields } from '../page-type'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { donationSettingsOf, hostedDonationFormUrl } from '../../shared/fundraising/donation-settings'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { PageIntro } from '../../shared/page-intro/page-intro'
import { RichText } from '../../shared/rich-text/rich-text'
import type { DonationPageFields } from './donation-page.fields'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['fundraising'] as const satisfies readonly LabelGroup[]

const layout = css({
  maxW: 'content',
  mx: 'auto',
  px: 'contentGutter',
  py: { base: '8', desktopSmall: '12' },
  display: 'grid',
  // One column that may shrink below its longest word: a long title must not widen the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '6',
})
const formSection = css({ scrollMarginTop: '20' })
const alternative = css({ fontSize: 'lg', fontWeight: 'bodyBold' })

const DEFAULT_ADS_AMOUNTS = [10, 25, 50, 100]
/** The form's anchor: the thermometer's donate bar leads here. */
const FORM_ANCHOR = 'donate'

export type DonationPageProps = {
  page: PageWithFields<DonationPageFields>
  /** The provider's card form, or its standard form. */
  variant: 'standard' | 'card'
  /** Ad traffic: the ads-page donate bar at the bottom. */
  ads?: boolean
}

/**
 * What every donation page type shows: its words, the thermometer when the page sets a goal, and
 * the provider's form — or, in a fundraising-disabled location, the non-fundraising action.
 */
export function DonationPage({ page, variant, ads = false }: DonationPageProps) {
  // Parsed on the server by donationPageFields: any field may be absent.
  const fields = page.fields
  const { locale } = page
  const t = useLabels(locale, ...labels)
  // The shell's strings (the root loader's): a set with them would send them a second time.
  const shellLabels = useLabels(locale, 'shell')
  const asks = useFundraisingAsks(locale)
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const settings = donationSettingsOf(page.settings)
  return (
    <div className={ads ? `${layout} ${adsDonateBarSpace}` : layout}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} /> : null}
      {settings.thermometer ? <Thermometer settings={settings.thermometer} locale={locale} donateHref={`#${FORM_ANCHOR}`} asks={asks} t={t} /> : null}
      <section id={FORM_ANCHOR} className={formSection} aria-label={shellLabels('donate')}>
        {asks.allowed ? (
          <DonationEmbed locale={locale} form={settings.form} amounts={settings.amounts} variant={variant} successHref={fields.successPage?.href ?? null} refcodes={asks.refcodes} t={t} />
        ) : (
          <AlternativeAction link={asks.alternative} className={alternative} />
        )}
      </section>
      {ads ? (
        <AdsDonateBar
          amounts={settings.amounts.length > 0 ? settings.amounts.slice(0, 4) : DEFAULT_ADS_AMOUNTS}
          amountHref={(amount) => hostedDonationFormUrl(config.donation.formUrl, settings.form, { locale, amount })}
          asks={asks}
          t={t}
        />
      ) : null}
    </div>
  )
}

/** The thermometer's figure, rendered by the server with the page. */
export async function prefetchDonationTotals(queryClient: QueryClient, page: Page): Promise<void> {
  const { thermometer } = donationSettingsOf(page.settings)
  if (thermometer) await queryClient.prefetchQuery(fundraisingTotalsQueryOptions(thermometer.since))
}

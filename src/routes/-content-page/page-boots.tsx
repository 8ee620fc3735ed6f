/**
 * What a page starts once it is interactive and never renders on the server: the visitor's
 * segments (zip, state), fundraising (refcodes, contributions), experiment exposures and the
 * action modals. A chunk of its own, fetched right after hydration: none of it draws the first
 * paint, and the homepage's initial JavaScript must stay within its budget (docs/performance.md).
 */
import { ExperimentsBoot, type Exposure } from '../../features/experiments/experiments-boot'
import { FundraisingBoot } from '../../features/fundraising/fundraising-boot'
import { ModalHost } from '../../features/modals/modal-host'
import { SegmentsBoot } from '../../features/segments/segments-boot'
import type { Locale } from '../../shared/locale'

export type PageBootsProps = { locale: Locale; exposures: readonly Exposure[]; pagePath: string }

export default function PageBoots({ locale, exposures, pagePath }: PageBootsProps) {
  return (
    <>
      <SegmentsBoot />
      <FundraisingBoot />
      <ExperimentsBoot exposures={exposures} pagePath={pagePath} />
      <ModalHost locale={locale} />
    </>
  )
}

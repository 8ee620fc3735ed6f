/**
 * What a page starts once it is interactive and never renders on the server: the visitor's
 * segments (zip, state), fundraising (refcodes, contributions), experiment exposures and the
 * action modals. A chunk of its own, fetched right after hydration: none of it draws the first
 * paint, and the homepage's initial JavaScript must stay within its budget (docs/performance.md).
 */
import { ExperimentsBoot, type Exposure } from '../../features/experiments/experiments-boot'
import { FundraisingBoot } from '../../features/fundraising/fundraising-boot'
import { ModalHost, type ModalFormSlot } from '../../features/modals/modal-host'
import { SegmentsBoot } from '../../features/segments/segments-boot'
import { useRouterState } from '@tanstack/react-router'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import type { Locale } from '../../shared/locale'

/** A sign-up modal's form (ADR 059): the forms feature's, fetched only where such a modal may open. */
const loadModalForm = () => import('../../features/forms/modal-sign-up-form')
const MODAL_FORM: ModalFormSlot = { Form: lazyWithRetry('the sign-up form', loadModalForm), preload: loadModalForm }

export type PageBootsProps = { locale: Locale; exposures: readonly Exposure[]; pagePath: string }

/** The `?zip=` of the URL being shown, as text (the router reads "10001" as a number). */
function zipInUrl(search: Readonly<Record<string, unknown>>): string | null {
  const zip = search.zip
  return typeof zip === 'string' || typeof zip === 'number' ? String(zip) : null
}

export default function PageBoots({ locale, exposures, pagePath }: PageBootsProps) {
  // A full load applies ?zip= on the server; a client navigation to a ?zip= link applies it here.
  const urlZip = useRouterState({ select: (state) => zipInUrl(state.location.search) })
  return (
    <>
      <SegmentsBoot urlZip={urlZip} />
      <FundraisingBoot />
      <ExperimentsBoot exposures={exposures} pagePath={pagePath} />
      <ModalHost locale={locale} modalForm={MODAL_FORM} />
    </>
  )
}

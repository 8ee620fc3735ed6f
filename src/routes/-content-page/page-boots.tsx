/**
 * What a page starts once it is interactive and never renders on the server: the visitor's
 * segments (zip, state), fundraising (refcodes, contributions), experiment exposures and the
 * action modals. A chunk of its own, fetched right after hydration: none of it draws the first
 * paint, and the homepage's initial JavaScript must stay within its budget (docs/performance.md).
 * The refcodes and the visitor's place are there for a tap in the first second; the modal layer
 * starts when it is needed (ADR 063).
 */
import { ExperimentsBoot, type Exposure } from '../../features/experiments/experiments-boot'
import { FundraisingBoot } from '../../features/fundraising/fundraising-boot'
import type { ModalFormSlot, ModalHost as ModalHostComponent } from '../../features/modals/modal-host'
import { SegmentsBoot } from '../../features/segments/segments-boot'
import { useRouterState } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { FailureBoundary } from '../../shared/failure-boundary'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import { WhenNeeded } from '../../shared/when-needed'
import type { Locale } from '../../shared/locale'

/** The modal layer: its own chunk, fetched when it is needed (ADR 063); if it cannot load, the other boots stay. */
const ModalHost = lazyWithRetry<ComponentProps<typeof ModalHostComponent>>('the modal layer', () => import('../../features/modals/modal-host').then((module) => ({ default: module.ModalHost })))

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
      {/* Its code, its entries (by a server function, so the fetcher too) and its dialog: none in the first seconds nobody acted in (ADR 063). */}
      <FailureBoundary name="the modal layer">
        <WhenNeeded>
          <ModalHost locale={locale} modalForm={MODAL_FORM} />
        </WhenNeeded>
      </FailureBoundary>
    </>
  )
}

import { useNavigate, useSearch } from '@tanstack/react-router'
import { Fragment, useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { interpolate } from '../../shared/i18n/interpolate'
import type { MessageKey } from '../../shared/i18n/messages'
import type { LabelGroup, LabelsOf } from '../../shared/i18n/label-groups'
import { useLabels, type Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { RichText } from '../../shared/rich-text/rich-text'
import type { PageTypeProps } from '../page-type'
import { amountTextOf } from './amount-search-param'
import { calculate, type Calculation, type CalculationLine } from './calculator-formula'
import { formatMoney, formatRate } from './format-money'
import { parseAmount, type AmountProblem, type ParsedAmount } from './parse-amount'
import type { Page } from '../../content-model/content-model'
import type { CalculatorPart, PolicyCalculatorFields } from './policy-calculator.fields'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['calculator'] as const satisfies readonly LabelGroup[]

const article = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const panel = css({ bg: 'bgAlt', p: { base: '5', tablet: '8' } })
const form = css({ display: 'grid', gap: '2' })
const label = css({ fontWeight: 'bodyBold', color: 'navy' })
const hint = css({ fontSize: 'md', color: 'textMuted' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '1' })
const input = css({
  flexGrow: '1',
  flexBasis: '48',
  minW: '0',
  fontSize: 'lg',
  px: '4',
  py: '3',
  bg: 'bg',
  color: 'text',
  borderWidth: 'medium',
  borderColor: 'navy',
  '&[aria-invalid=true]': { borderColor: 'danger' },
})
const submitButton = button({ variant: 'secondary' })
const error = css({ color: 'danger', fontWeight: 'bodyBold', fontSize: 'md' })
// The live region is always there, so screen readers hear its first result; it takes room only when it has one.
const result = css({ display: 'grid', gap: '4', '&:not(:empty)': { mt: '6' } })
const sentence = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, fontWeight: 'bodyBold', color: 'navy' })
const breakdownHeading = css({ fontSize: 'lg', fontWeight: 'bodyBold', color: 'navy' })
const breakdownList = css({ listStyle: 'disc', pl: '6', display: 'grid', gap: '2', fontSize: 'md' })

const PROBLEM_MESSAGES = {
  empty: 'calculatorEmpty',
  notANumber: 'calculatorNotANumber',
  negative: 'calculatorNegative',
  tooLarge: 'calculatorTooLarge',
} as const satisfies Record<AmountProblem, MessageKey>

/** What the visitor last submitted and the URL amount that submission leaves behind it. */
type Submission = { parsed: ParsedAmount; url: string | null; count: number }

/**
 * "What would this policy mean for you": an amount in, the change out, with its breakdown.
 * A plain GET form, so the server answers ?amount=… without JavaScript; with it, the answer is
 * shown at once and written to the URL, so a result can be shared.
 */
export default function PolicyCalculator({ page }: PageTypeProps<'policyCalculator'>) {
  // Parsed on the server by policyCalculatorFields: a calculator missing any part it needs is left out, the page stays.
  const fields = page.fields
  const calculator = calculatorPartOf(fields)
  return (
    <article className={article}>
      <PageIntro title={page.title} summary={page.summary} />
      {calculator ? <Calculator page={page} fields={calculator} /> : null}
      {fields.body ? <RichText content={fields.body} /> : null}
    </article>
  )
}

function calculatorPartOf(fields: PolicyCalculatorFields): CalculatorPart | null {
  const { inputLabel, increaseText, decreaseText, noChangeText, formula } = fields
  if (!inputLabel || !increaseText || !decreaseText || !noChangeText || !formula) return null
  return { inputLabel, increaseText, decreaseText, noChangeText, formula, inputHint: fields.inputHint, creditLabel: fields.creditLabel }
}

function Calculator({ page, fields }: { page: Page; fields: CalculatorPart }) {
  const { formula } = fields
  const { locale } = page
  const t = useLabels(locale, ...labels)
  const navigate = useNavigate()
  const search: Readonly<Record<string, unknown>> = useSearch({ strict: false })
  const fromUrl = amountTextOf(search.amount)

  const [submission, setSubmission] = useState<Submission | null>(null)
  const [url, setUrl] = useState({ seen: fromUrl, changes: 0 })
  if (fromUrl !== url.seen) {
    // A URL this page did not write (a link to another amount) replaces the last submission and the field's text.
    const written = submission !== null && submission.url === fromUrl
    setUrl({ seen: fromUrl, changes: written ? url.changes : url.changes + 1 })
    if (!written) setSubmission(null)
  }
  const parsed = submission ? submission.parsed : fromUrl === null ? null : parseAmount(fromUrl, locale, formula.maxInput)

  const ids = useId()
  const inputId = `${ids}-amount`
  const hintId = `${ids}-hint`
  const errorId = `${ids}-error`
  const hasHint = Boolean(fields.inputHint)
  const problem = parsed && !parsed.ok ? parsed.reason : null
  const describedBy = [hasHint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined
  const money = (value: number) => formatMoney(value, formula.currency, locale)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = parseAmount(String(new FormData(event.currentTarget).get('amount') ?? ''), locale, formula.maxInput)
    const amount = next.ok ? next.value : undefined
    setSubmission({ parsed: next, url: amountTextOf(amount), count: (submission?.count ?? 0) + 1 })
    // A refused amount leaves the URL too, so a shared link never shows a result the page no longer does.
    void navigate({ to: '.', search: (previous) => ({ ...previous, amount }), replace: true, resetScroll: false })
  }

  return (
    <section className={panel}>
        <form className={form} method="get" action={page.path} noValidate onSubmit={submit}>
          <label className={label} htmlFor={inputId}>
            {fields.inputLabel}
          </label>
          {hasHint ? (
            <p id={hintId} className={hint}>
              {fields.inputHint}
            </p>
          ) : null}
          <div className={row}>
            <input
              key={url.changes}
              id={inputId}
              className={input}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              defaultValue={fromUrl ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy}
            />
            <button type="submit" className={submitButton}>
              {t('calculatorSubmit')}
            </button>
          </div>
          {problem ? (
            // Remounted per submission, so the same mistake twice is announced twice.
            <p key={submission?.count ?? 0} id={errorId} className={error} role="alert">
              {interpolate(t(PROBLEM_MESSAGES[problem]), { max: money(formula.maxInput) })}
            </p>
          ) : null}
        </form>
        <div className={result} aria-live="polite">
          {parsed?.ok ? <CalculationResult calculation={calculate(formula, parsed.value)} fields={fields} locale={locale} t={t} /> : null}
        </div>
    </section>
  )
}

function CalculationResult({ calculation, fields, locale, t }: { calculation: Calculation; fields: CalculatorPart; locale: Locale; t: Translate<LabelsOf<(typeof labels)[number]>> }) {
  const { total, lines } = calculation
  const amount = formatMoney(Math.abs(total), fields.formula.currency, locale)
  const template = total > 0 ? fields.increaseText : total < 0 ? fields.decreaseText : fields.noChangeText
  return (
    <>
      <p className={sentence}>
        {template.split('{amount}').map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <strong>{amount}</strong> : null}
            {part}
          </Fragment>
        ))}
      </p>
      {lines.length > 0 ? (
        <>
          <h2 className={breakdownHeading}>{t('calculatorBreakdown')}</h2>
          <ul className={breakdownList}>
            {lines.map((line, index) => (
              <li key={index}>{describeLine(line, fields, locale, t)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

function describeLine(line: CalculationLine, fields: CalculatorPart, locale: Locale, t: Translate<LabelsOf<(typeof labels)[number]>>): string {
  const money = (value: number) => formatMoney(value, fields.formula.currency, locale)
  if (line.kind === 'credit') return interpolate(t('calculatorCreditLine'), { label: fields.creditLabel ?? t('calculatorCredit'), amount: money(line.amount) })
  const values = { rate: formatRate(line.rate, locale), from: money(line.from), amount: money(line.amount) }
  return line.to === null
    ? interpolate(t('calculatorTopBracketLine'), values)
    : interpolate(t('calculatorBracketLine'), { ...values, to: money(line.to) })
}

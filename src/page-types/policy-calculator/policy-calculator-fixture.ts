/** One calculator page in each language, for the schema and component tests. */
import { buildPage } from '../../../tests/support/page-builder'
import type { Locale } from '../../shared/locale'
import type { PageOf } from '../page-type'
import type { PolicyCalculatorFields } from './policy-calculator.fields'

const copy = {
  'en-US': {
    title: 'What would the wealth tax mean for you?',
    path: '/wealth-tax-calculator',
    summary: 'Enter your household’s net worth to see the change.',
    inputLabel: 'Your household’s net worth',
    inputHint: 'Everything you own, less what you owe. Example: 85,000',
    increaseText: 'You would pay {amount} more a year.',
    decreaseText: 'You would get {amount} back a year.',
    noChangeText: 'You would pay nothing more.',
    creditLabel: 'Household credit',
    paragraph: 'Only the largest fortunes pay.',
  },
  'es-MX': {
    title: '¿Qué significaría el impuesto a la riqueza para ti?',
    path: '/es/calculadora-impuesto-riqueza',
    summary: 'Escribe el patrimonio neto de tu hogar para ver el cambio.',
    inputLabel: 'El patrimonio neto de tu hogar',
    inputHint: 'Todo lo que tienes, menos lo que debes. Por ejemplo: 85,000',
    increaseText: 'Pagarías {amount} más al año.',
    decreaseText: 'Recibirías {amount} al año.',
    noChangeText: 'No pagarías nada más.',
    creditLabel: 'Crédito por hogar',
    paragraph: 'Solo pagan las mayores fortunas.',
  },
} as const

export function calculatorFields(locale: Locale): PolicyCalculatorFields {
  const { inputLabel, inputHint, increaseText, decreaseText, noChangeText, creditLabel, paragraph } = copy[locale]
  return {
    inputLabel,
    inputHint,
    increaseText,
    decreaseText,
    noChangeText,
    creditLabel,
    body: {
      document: {
        nodeType: 'document',
        data: {},
        content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: paragraph, marks: [], data: {} }] }],
      },
      entries: {},
      assets: {},
    },
    formula: {
      currency: 'USD',
      maxInput: 1_000_000_000_000,
      brackets: [
        { over: 0, rate: 0 },
        { over: 1_000_000, rate: 0.02 },
        { over: 10_000_000, rate: 0.03 },
      ],
      credit: { amount: 1500, phaseOutStart: 60_000, phaseOutEnd: 120_000 },
    },
  }
}

export function calculatorPage(locale: Locale, fields: PolicyCalculatorFields = calculatorFields(locale)): PageOf<'policyCalculator'> {
  const { title, path, summary } = copy[locale]
  return buildPage('policyCalculator', {
    id: 'wealth-tax-calculator',
    locale,
    title,
    path,
    summary,
    alternates: { 'en-US': copy['en-US'].path, 'es-MX': copy['es-MX'].path },
    fields,
  })
}

/**
 * What a donation page's `settings` JSON may say, read defensively (editors type it by hand):
 *   form          the provider's form name (default "default")
 *   amounts       suggested amounts in dollars, up to 8, each 1–3,300
 *   thermometer   { goal: dollars, since?: ISO date, label?: text } — a progress bar over the ledger
 * Anything unreadable is left out rather than failing the page. Where to go after a gift is the
 * page's `successPage` link, a field, so it follows the page's language.
 */
import type { Json } from '../../content-model/content-model'

export type ThermometerSettings = { goalCents: number; since: string | null; label: string | null }
export type DonationSettings = {
  form: string
  amounts: number[]
  thermometer: ThermometerSettings | null
}

const FORM_NAME = /^[A-Za-z0-9_-]{1,100}$/
const MAX_AMOUNTS = 8

const record = (value: Json | undefined): Record<string, Json> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : null

function thermometerOf(value: Json | undefined): ThermometerSettings | null {
  const raw = record(value)
  const goal = typeof raw?.goal === 'number' ? raw.goal : Number(raw?.goal)
  if (!raw || !Number.isFinite(goal) || goal <= 0 || goal > 1e10) return null
  const since = typeof raw.since === 'string' && !Number.isNaN(Date.parse(raw.since)) ? new Date(raw.since).toISOString() : null
  const label = typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label.trim() : null
  return { goalCents: Math.round(goal * 100), since, label }
}

export function donationSettingsOf(settings: Readonly<Record<string, Json>>): DonationSettings {
  const form = typeof settings.form === 'string' && FORM_NAME.test(settings.form) ? settings.form : 'default'
  const amounts = (Array.isArray(settings.amounts) ? settings.amounts : [])
    .map(Number)
    .filter((amount) => Number.isInteger(amount) && amount >= 1 && amount <= 3300)
    .slice(0, MAX_AMOUNTS)
  return { form, amounts, thermometer: thermometerOf(settings.thermometer) }
}

/** The provider's hosted form for a form name, with refcodes added by the caller. */
export function hostedDonationFormUrl(formUrl: string, form: string, options: { locale: string; amount?: number } = { locale: 'en-US' }): string {
  const query = new URLSearchParams()
  if (options.locale === 'es-MX') query.set('lang', 'es')
  if (options.amount) query.set('amount', String(options.amount))
  const search = query.toString()
  return `${formUrl}/${encodeURIComponent(form)}${search ? `?${search}` : ''}`
}

/**
 * The donor wall page's own fields: how many donors a page lists (`donorsPerPage`, 6–100,
 * default 24) and whether amounts are shown (`showAmounts`, off unless the CMS says so).
 */
import type { Json } from '../../content-model/content-model'

export type DonorWallSettings = { donorsPerPage: number; showAmounts: boolean }

export function donorWallSettingsOf(fields: Readonly<Record<string, Json>>): DonorWallSettings {
  const perPage = Number(fields.donorsPerPage)
  return {
    donorsPerPage: Number.isInteger(perPage) && perPage >= 6 && perPage <= 100 ? perPage : 24,
    showAmounts: fields.showAmounts === true,
  }
}

/**
 * The bundled US zip data set (the `zipcodes` package). Loaded on first use: it is large, and
 * most requests never ask for a zip.
 */
export type ZipRecord = { zip5: string; city: string; state: string; latitude: number; longitude: number }

type ZipcodesModule = { lookup(zip: string): { zip: string; city: string; state: string; latitude: number; longitude: number; country: string } | undefined }

let directory: Promise<ZipcodesModule> | undefined

export async function lookupZip(zip5: string): Promise<ZipRecord | null> {
  directory ??= import('zipcodes').then((module) => (module.default ?? module) as ZipcodesModule)
  const found = (await directory).lookup(zip5)
  if (!found || found.country !== 'US') return null
  return { zip5: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude }
}

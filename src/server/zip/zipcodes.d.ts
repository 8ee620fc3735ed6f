declare module 'zipcodes' {
  type ZipcodesRecord = { zip: string; city: string; state: string; latitude: number; longitude: number; country: string }
  const zipcodes: { lookup(zip: string): ZipcodesRecord | undefined; lookupByState(state: string): ZipcodesRecord[] }
  export default zipcodes
}

/** A deterministic sequence in [0, 1) (xorshift32), so two load runs send the same requests. */
export function seededRandom(seed = 20_261_125): () => number {
  let state = seed
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

/** One of `items`, chosen by `random`. */
export const pickWith =
  (random: () => number) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(random() * items.length)] as T

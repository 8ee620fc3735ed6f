/** A Web Storage kept in a Map, for tests of code that reads or writes the browser's storage. */
export function memoryStorage(items = new Map<string, string>()): Storage {
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/**
 * `map[key]` for a key that comes from outside (an address, a form, a file): only the map's own
 * entries, never what every object inherits (`constructor`, `__proto__`, `toString`).
 */
export function ownEntry<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

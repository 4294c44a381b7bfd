/**
 * The deterministic weighted choice of the router: the same key always picks the same route (a
 * retried message keeps its route), and over many keys each route takes its weight's share.
 * The key is hashed (FNV-1a, then MurmurHash3's finaliser to spread close keys) to a point in
 * [0, total weight); the route whose band holds the point is chosen.
 */
export function keyPoint(key: string, total: number): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return (hash >>> 0) % total
}

/**
 * The option a key picks among weighted options (weights whole, 0 or more); null when none has
 * a weight. Options are taken in the order given, so callers give a stable order.
 */
export function chooseWeighted<Option extends { weight: number }>(
  options: readonly Option[],
  key: string,
): Option | null {
  const total = options.reduce((sum, option) => sum + Math.max(0, option.weight), 0)
  if (total <= 0) return null
  let point = keyPoint(key, total)
  for (const option of options) {
    const weight = Math.max(0, option.weight)
    if (point < weight) return option
    point -= weight
  }
  return null
}

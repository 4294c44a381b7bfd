/** The HTTP client and the API calls over it (services/networkParts.ts). */
export type NetworkParts = typeof import('./networkParts')

let loading: Promise<NetworkParts> | null = null
const waiting: ((parts: NetworkParts) => void)[] = []
const holds = new Set<Promise<unknown>>()

/**
 * The HTTP client, imported on first use. The app's entry has it already (this resolves at once);
 * the sign-in pages (src/signin.tsx) load it when the user turns to the form, not on first load.
 */
export function importNetwork(): Promise<NetworkParts> {
  loading ??= import('./networkParts').then((parts) => {
    for (const resolve of waiting.splice(0)) resolve(parts)
    return parts
  })
  return loading
}

/** Resolves once something else imported the client: a call that may wait for the user. */
export function whenNetworkImported(): Promise<NetworkParts> {
  return loading ?? new Promise((resolve) => waiting.push(resolve))
}

/**
 * Keeps `loadNetwork`'s callers waiting until `work` is done: the session's sign-out on opening a
 * sign-in page, which must not clear the tokens of a sign-in sent meanwhile.
 */
export function holdNetwork(work: Promise<unknown>): void {
  holds.add(work)
  const release = () => holds.delete(work)
  work.then(release, release)
}

/** The HTTP client for a screen's call: imported if need be, once no held work is pending. */
export async function loadNetwork(): Promise<NetworkParts> {
  const parts = await importNetwork()
  while (holds.size > 0) await Promise.allSettled([...holds])
  return parts
}

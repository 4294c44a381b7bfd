import { type DictionaryName, dictionaryNames } from '../contract/signInConstants'

const storageKey = 'switchboard.dictionaries'

interface StoredDictionaries {
  teamId: string | null
  lists: Partial<Record<DictionaryName, unknown[]>>
}

/**
 * The API resource (its path's first segments) each list is read from: a write under it (create,
 * change, delete, or a command) makes the list stale.
 */
const resourceOf: Partial<Record<DictionaryName, string>> = {
  campaigns: 'sms/campaigns',
  segments: 'segments',
  feeds: 'feeds',
  offers: 'offers',
  domains: 'domains',
  routes: 'routes',
}

const empty = (teamId: string | null): StoredDictionaries => ({ teamId, lists: {} })

/**
 * The dictionary cache of spec §3: the lists many screens pick from (campaigns, networks,
 * countries, ...), persisted in local storage for one team. Signing out or switching team
 * clears it, so no list of one team is ever offered in another.
 */
export function createDictionaryCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
) {
  const read = (): StoredDictionaries => {
    try {
      const stored = JSON.parse(storage.getItem(storageKey) ?? 'null') as StoredDictionaries | null
      return stored && typeof stored === 'object' && stored.lists ? stored : empty(null)
    } catch {
      return empty(null)
    }
  }
  const write = (value: StoredDictionaries) => storage.setItem(storageKey, JSON.stringify(value))
  const inFlight = new Map<DictionaryName, Promise<unknown[]>>()

  const cache = {
    names: dictionaryNames,
    get<T>(name: DictionaryName): T[] | null {
      return (read().lists[name] as T[] | undefined) ?? null
    },
    set(name: DictionaryName, items: unknown[]) {
      const stored = read()
      write({ ...stored, lists: { ...stored.lists, [name]: items } })
    },
    /** The cached list, or the loader's answer (one load at a time per list), then cached. */
    async load<T>(name: DictionaryName, loader: () => Promise<T[]>): Promise<T[]> {
      const cached = cache.get<T>(name)
      if (cached) return cached
      const teamId = read().teamId
      const running = inFlight.get(name) ?? loader().finally(() => inFlight.delete(name))
      inFlight.set(name, running)
      const items = (await running) as T[]
      // A list that arrives after a team switch belongs to the old team: not cached.
      if (read().teamId === teamId) cache.set(name, items)
      return items
    },
    /** Forgets one list: the next `load` reads it afresh. */
    drop(name: DictionaryName) {
      inFlight.delete(name)
      const stored = read()
      if (!(name in stored.lists)) return
      const { [name]: _dropped, ...lists } = stored.lists
      write({ ...stored, lists })
    },
    /** Forgets the lists a write to `path` (relative to the API, `segments/12`) made stale. */
    dropFor(path: string) {
      const written = path.split('?')[0]?.replace(/^\/+/, '') ?? ''
      for (const [name, resource] of Object.entries(resourceOf))
        if (written === resource || written.startsWith(`${resource}/`))
          cache.drop(name as DictionaryName)
    },
    /** The cache belongs to this team from now on; another team's lists are dropped. */
    useTeam(teamId: string | null) {
      if (read().teamId !== teamId) {
        inFlight.clear()
        write(empty(teamId))
      }
    },
    clear() {
      inFlight.clear()
      storage.removeItem(storageKey)
    },
  }
  return cache
}

export type DictionaryCache = ReturnType<typeof createDictionaryCache>

/** The app's dictionary cache, in this browser's local storage. */
export const dictionaries = createDictionaryCache(globalThis.localStorage)

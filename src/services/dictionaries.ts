import { type DictionaryName, dictionaryNames } from '../contract/constants'

const storageKey = 'switchboard.dictionaries'

interface StoredDictionaries {
  teamId: string | null
  lists: Partial<Record<DictionaryName, unknown[]>>
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

/** What a form holds: its fields by name. */
export type DraftValues = Record<string, string>

const storageKey = 'switchboard.drafts'
/** Fields never kept, whatever the form calls them. */
const secretField = /password|secret|token|card|cvc|cvv/i

interface LiveForm {
  route: string
  form: string
  read: () => DraftValues
}

const keyOf = (userId: string, route: string, form: string) => JSON.stringify([userId, route, form])

function withoutSecrets(values: DraftValues): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !secretField.test(name) && value !== ''),
  )
}

/**
 * Drafts of the forms being edited when a session is lost (a session that expires while a form
 * is edited). Mounted forms register a reader; when the session is lost every registered form
 * is saved under the user, its route and its name; after the same user signs in again the form
 * takes its draft back once. Kept in session storage (this tab only), never with a password.
 */
export function createDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const live = new Set<LiveForm>()
  const read = (): Record<string, DraftValues> => {
    try {
      const stored = JSON.parse(storage.getItem(storageKey) ?? '{}')
      return stored && typeof stored === 'object' ? stored : {}
    } catch {
      return {}
    }
  }
  const write = (drafts: Record<string, DraftValues>) =>
    Object.keys(drafts).length === 0
      ? storage.removeItem(storageKey)
      : storage.setItem(storageKey, JSON.stringify(drafts))

  return {
    /** A mounted form offers its values; the returned function withdraws the offer. */
    register(route: string, form: string, readValues: () => DraftValues): () => void {
      const entry = { route, form, read: readValues }
      live.add(entry)
      return () => live.delete(entry)
    },
    saveAll(userId: string) {
      const drafts = read()
      for (const { route, form, read: readValues } of live) {
        const values = withoutSecrets(readValues())
        if (Object.keys(values).length > 0) drafts[keyOf(userId, route, form)] = values
      }
      write(drafts)
    },
    /** The form's draft for this user, handed out once. */
    take(userId: string, route: string, form: string): DraftValues | null {
      const drafts = read()
      const key = keyOf(userId, route, form)
      const draft = drafts[key] ?? null
      if (draft) {
        delete drafts[key]
        write(drafts)
      }
      return draft
    },
    clear() {
      storage.removeItem(storageKey)
    },
  }
}

export type DraftStore = ReturnType<typeof createDraftStore>

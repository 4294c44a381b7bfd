/** What a form holds: its fields by name. */
export type DraftValues = Record<string, string>

/** A draft as kept: a form's fields, or a machine's persisted snapshot (plain JSON either way). */
export type Draft = DraftValues | Record<string, unknown>

const storageKey = 'switchboard.drafts'
/** Fields never kept, whatever the form calls them. */
const secretField = /password|secret|token|card|cvc|cvv/i

interface LiveForm {
  route: string
  form: string
  read: () => Draft
}

const keyOf = (userId: string, route: string, form: string) => JSON.stringify([userId, route, form])

/** The draft without secrets at any depth (a machine's context is nested). */
function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !secretField.test(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  ) as T
}

/** A form's empty fields are nothing to give back. */
const withoutEmptyFields = (draft: Draft): Draft =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''))

/**
 * Drafts of the forms being edited when a session is lost (a session that expires while a form
 * is edited). Mounted forms register a reader (their fields, or their machine's snapshot); when
 * the session is lost every registered form is saved under the user, its route and its name;
 * after the same user signs in again the form takes its draft back once. Kept in session storage
 * (this tab only), never with a password.
 */
export function createDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const live = new Set<LiveForm>()
  const read = (): Record<string, Draft> => {
    try {
      const stored = JSON.parse(storage.getItem(storageKey) ?? '{}')
      return stored && typeof stored === 'object' ? stored : {}
    } catch {
      return {}
    }
  }
  const write = (drafts: Record<string, Draft>) =>
    Object.keys(drafts).length === 0
      ? storage.removeItem(storageKey)
      : storage.setItem(storageKey, JSON.stringify(drafts))

  return {
    /** A mounted form offers its values; the returned function withdraws the offer. */
    register(route: string, form: string, readValues: () => Draft): () => void {
      const entry = { route, form, read: readValues }
      live.add(entry)
      return () => live.delete(entry)
    },
    saveAll(userId: string) {
      const drafts = read()
      for (const { route, form, read: readValues } of live) {
        const values = withoutEmptyFields(withoutSecrets(readValues()))
        if (Object.keys(values).length > 0) drafts[keyOf(userId, route, form)] = values
      }
      write(drafts)
    },
    /** The form's draft for this user, handed out once. */
    take<T extends Draft = DraftValues>(userId: string, route: string, form: string): T | null {
      const drafts = read()
      const key = keyOf(userId, route, form)
      const draft = (drafts[key] as T | undefined) ?? null
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

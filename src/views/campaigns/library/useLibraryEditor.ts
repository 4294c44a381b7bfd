import { useNavigate, useRouter } from '@tanstack/react-router'
import { dataOrThrow } from '../../../contract/result'
import { useConfirm } from '../../../design/ConfirmDialog'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import type { LibrarySearch } from './librarySearch'

/**
 * What every tab does with its records: open a form (`?edit=`), close it, tell of a save and
 * reload the list, and delete a record once confirmed.
 */
export function useLibraryEditor() {
  const navigate = useNavigate()
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  const edit = (id: string | undefined) =>
    navigate({ to: '.', search: (previous: LibrarySearch) => ({ ...previous, edit: id }) })
  return {
    open: (id: string) => void edit(id),
    close: () => void edit(undefined),
    /** A saved record: said, the form closed (unless it stays for more), the list reloaded. */
    saved: (message: string, options: { keepOpen?: boolean } = {}) => {
      notify.notify({ type: 'success', message })
      void (options.keepOpen ? Promise.resolve() : edit(undefined)).then(() => router.invalidate())
    },
    remove: async (options: {
      id: string
      title: string
      message: string
      confirmLabel: string
      done: string
      call: (signal: AbortSignal) => Promise<ApiResult<unknown>>
    }) => {
      const deleted = await confirm({
        title: options.title,
        message: options.message,
        confirmLabel: options.confirmLabel,
        action: async (signal) => dataOrThrow(await options.call(signal)),
      })
      if (!deleted) return
      notify.notify({ type: 'success', message: options.done })
      await navigate({
        to: '.',
        search: (previous: LibrarySearch) => ({
          ...previous,
          edit: previous.edit === options.id ? undefined : previous.edit,
        }),
      })
      await router.invalidate()
    },
  }
}

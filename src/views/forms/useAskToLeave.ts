import { useCallback } from 'react'
import { useOptionalConfirm } from '../../design/ConfirmDialog'
import messages from '../../messages/forms/catalogue'
import { useMessages } from '../../messages/useMessages'

/**
 * The one question asked before typed input is thrown away (leaving the page, closing a sheet):
 * resolves true when the person chooses to leave. Outside a ConfirmProvider nobody can be asked,
 * so the input is kept.
 */
export function useAskToLeave(): () => Promise<boolean> {
  const t = useMessages(messages)
  const confirm = useOptionalConfirm()
  return useCallback(
    async () =>
      (await confirm?.({
        title: t('unsaved.title'),
        message: t('unsaved.message'),
        confirmLabel: t('unsaved.leave'),
        cancelLabel: t('unsaved.stay'),
        type: 'warning',
      })) ?? false,
    [confirm, t],
  )
}

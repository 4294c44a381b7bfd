import { useRouter } from '@tanstack/react-router'
import type { AutomationResource } from '../../../contract/automation/automation'
import { dataOrThrow, failureMessage } from '../../../contract/result'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/automations/catalogue'
import { useProblemText } from '../../../messages/common/problemText'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { automationsApi } from './automationsApi'

/**
 * A row's commands, each followed by a word and a reload of the list. Turning an automation
 * with contacts inside on or off asks first (they stop where they are, or move on); deleting
 * always asks, and the server's refusal (contacts still inside) stays in the question.
 */
export function useAutomationActions() {
  const t = useMessages(messages)
  const problemText = useProblemText()
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()

  const done = async (message: string) => {
    notify.notify({ type: 'success', message })
    await router.invalidate()
  }
  const refused = (title: string, answer: Exclude<ApiResult<unknown>, { ok: true }>) =>
    notify.notify({ type: 'danger', title, message: problemText(failureMessage(answer)) })

  const toggle = async (automation: AutomationResource) => {
    const { name } = automation
    const turningOff = automation.status === 'active'
    const inside = automation.counts.inside
    const doneMessage = t(turningOff ? 'toggle.offDone' : 'toggle.onDone', { name })
    if (inside > 0) {
      const toggled = await confirm({
        title: t(turningOff ? 'toggle.offTitle' : 'toggle.onTitle', { name }),
        message: t(turningOff ? 'toggle.offMessage' : 'toggle.onMessage', { count: inside }),
        confirmLabel: t(turningOff ? 'action.turnOff' : 'action.turnOn'),
        type: 'warning',
        action: async (signal) => dataOrThrow(await automationsApi.toggle(automation.id, signal)),
      })
      if (toggled) await done(doneMessage)
      return
    }
    const answer = await automationsApi.toggle(automation.id)
    if (answer.ok) await done(doneMessage)
    else refused(t('toggle.refused', { name }), answer)
  }

  const duplicate = async (automation: AutomationResource) => {
    const answer = await automationsApi.duplicate(automation.id)
    if (answer.ok) await done(t('duplicate.done', { name: answer.data.name }))
    else refused(t('duplicate.refused', { name: automation.name }), answer)
  }

  const remove = async (automation: AutomationResource) => {
    const { name } = automation
    const deleted = await confirm({
      title: t('delete.title', { name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      action: async (signal) => dataOrThrow(await automationsApi.destroy(automation.id, signal)),
    })
    if (deleted) await done(t('delete.done', { name }))
  }

  return { toggle, duplicate, remove }
}

import { useNavigate } from '@tanstack/react-router'
import type { AutomationScope } from '../../../contract/automation/automation'
import { automationLimits } from '../../../contract/constants'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import {
  CreateByNameDialog,
  type CreateByNameWords,
  type DialogOpenProps,
} from '../../campaigns/list/CreateByNameDialog'
import { automationsApi } from './automationsApi'
import { editorHref } from './editorHref'

/** A new automation (POST automations) starts as an empty draft; its editor opens once made. */
export function CreateAutomationDialog({
  scope,
  ...props
}: DialogOpenProps & { scope: AutomationScope }) {
  const navigate = useNavigate()
  const t = useMessages(messages)
  const words: CreateByNameWords = {
    title: t('create.title'),
    intro: t('create.intro'),
    submitLabel: t('create.submit'),
    nameDescription: t('create.nameDescription'),
    nameMaxLength: automationLimits.nameMaxLength,
  }
  return (
    <CreateByNameDialog
      {...props}
      words={words}
      create={(name, signal) => automationsApi.create({ name, scope }, signal)}
      onCreated={(automation) => void navigate({ href: editorHref(automation) })}
    />
  )
}

import type { AutomationResource } from '../../../contract/automation/automation'

/** Where an automation's editor is: under the campaigns or the hub, as its scope says. */
export const editorHref = ({ id, scope }: Pick<AutomationResource, 'id' | 'scope'>) =>
  `/${scope === 'hub' ? 'hub' : 'campaigns'}/automations/${encodeURIComponent(id)}`

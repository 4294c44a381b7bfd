import type { WebhookAdapter } from '../../../adapters/webhook/webhook'
import type { AppDeps } from '../../../deps'

/** What the automation engine works with. */
export interface AutomationEngineDeps
  extends Pick<AppDeps, 'db' | 'clock' | 'config' | 'work' | 'hlr'> {
  webhooks: WebhookAdapter
}

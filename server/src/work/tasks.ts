import type { AppDeps } from '../deps'
import { balanceSyncTask } from '../domain/companies/balance-checker/sync'
import { importTask } from '../domain/data-files/import-task'
import { emailSendTask } from '../domain/email-templates/sender'
import { mnpRunTask } from '../domain/enrichment/run-task'
import { incompleteSetsTask } from '../domain/inbound-sms/incomplete-sets-task'
import { marginAlertTask } from '../domain/profit-logic/alerts'
import { rateSheetParseTask } from '../domain/rate-sheets/parse-task'
import { segmentCountTask } from '../domain/segments/count-task'
import { voiceDialerTask } from '../domain/voice/dialer'
import type { BackgroundTask } from './background'

/** Every task the background work of a process runs. */
export function backgroundTasks(deps: AppDeps): BackgroundTask[] {
  return [
    importTask(deps),
    segmentCountTask(deps),
    voiceDialerTask(deps),
    emailSendTask(deps),
    incompleteSetsTask(deps),
    mnpRunTask(deps),
    rateSheetParseTask(deps),
    balanceSyncTask(deps),
    marginAlertTask(deps),
  ]
}

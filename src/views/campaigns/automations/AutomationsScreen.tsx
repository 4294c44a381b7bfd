import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'

/**
 * /campaigns/automations: the automations linked to the team's campaigns, read-only. The
 * server has no automations yet (they come with the automations area), so none can be linked:
 * the page says so rather than showing an empty table that suggests otherwise.
 */
export function AutomationsScreen() {
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <Notice title="No automation is linked to a campaign">
          Automations (triggers, waits, conditions and sends) arrive with the automations area. Once
          they do, the ones that send your SMS campaigns are listed here, read-only.
        </Notice>
        <p>
          <Link href="/campaigns">Go to your SMS campaigns</Link>
        </p>
      </div>
    </PageFrame>
  )
}

/** /campaigns/automations/{id...}: no automation exists yet, so none can be shown. */
export function AutomationScreen() {
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <Notice tone="warning" title="This automation cannot be shown">
          Automations arrive with the automations area; until then there is no automation to open
          here.
        </Notice>
        <p>
          <Link href="/campaigns/automations">Back to the automations</Link>
        </p>
      </div>
    </PageFrame>
  )
}

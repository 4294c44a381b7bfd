import type { HomeSummary } from '../../contract/home'
import { failureMessage } from '../../contract/result'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import type { ApiResult } from '../../services/http/client'
import { AttentionList } from './AttentionList'
import { AudienceGrowth } from './AudienceGrowth'
import { DayFigures } from './DayFigures'
import { FirstSteps } from './FirstSteps'
import * as styles from './home.css'
import { isNewTeam } from './isNewTeam'
import { RunningWork } from './RunningWork'
import { SendingNow } from './SendingNow'
import { useHomeMessages } from './useHomeMessages'

export interface HomeViewProps {
  /** The summary as loaded; null while it loads the first time. */
  result: ApiResult<HomeSummary> | null
  onRetry: () => void
}

/** The team's day at a glance, or its loading, first-steps or failure state. */
export function HomeView({ result, onRetry }: HomeViewProps) {
  const t = useHomeMessages()
  if (!result)
    return (
      <div className={styles.status} role="status">
        <Spinner />
        {t('home.loading')}
      </div>
    )
  if (!result.ok)
    return (
      <Notice
        tone="danger"
        role="alert"
        title={t('home.problem')}
        actions={<Button onPress={onRetry}>{t('home.retry')}</Button>}
      >
        {failureMessage(result)}
      </Notice>
    )
  const summary = result.data
  if (isNewTeam(summary)) return <FirstSteps />
  return (
    <div className={styles.grid}>
      <AttentionList items={summary.attention} />
      <SendingNow campaigns={summary.sending} />
      <DayFigures summary={summary} />
      <AudienceGrowth audience={summary.audience} />
      <RunningWork work={summary.running} />
    </div>
  )
}

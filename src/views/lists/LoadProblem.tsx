import { useRouter } from '@tanstack/react-router'
import { failureMessage } from '../../contract/result'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import commonMessages from '../../messages/common/catalogue'
import { useProblemText } from '../../messages/common/problemText'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'

/**
 * A list or record the page could not load, and why. A refusal of the role (403) is said as it
 * is; anything else may pass on a second try, which is offered.
 */
export function LoadProblem({
  title,
  result,
}: {
  title: string
  result: Exclude<ApiResult<unknown>, { ok: true }>
}) {
  const common = useMessages(commonMessages)
  const problemText = useProblemText()
  const router = useRouter()
  const refused = result.status === 403
  return (
    <Notice
      tone={refused ? 'warning' : 'danger'}
      role="alert"
      title={title}
      actions={
        refused ? undefined : (
          <Button onPress={() => router.invalidate()}>{common('action.tryAgain')}</Button>
        )
      }
    >
      {problemText(failureMessage(result))}
    </Notice>
  )
}

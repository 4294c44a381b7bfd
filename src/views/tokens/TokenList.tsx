import { useRouter } from '@tanstack/react-router'
import type { ApiTokenList, ApiTokenResource } from '../../contract/api-tokens'
import { useConfirm } from '../../design/ConfirmDialog'
import { PushButton } from '../../design/PushButton'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { apiTokensApi } from '../../services/teamApis'
import { dataOrThrow } from '../lists/answers'
import { ListPager } from '../lists/ListPager'
import { LoadProblem } from '../lists/LoadProblem'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'

/** The caller's tokens in the current team, each revocable (after a confirmation). */
export function TokenList({
  result,
  teamName,
}: {
  result: ApiResult<ApiTokenList>
  teamName: string
}) {
  const dateText = useDateText()
  const revoke = useTokenRevocation()
  return (
    <section aria-labelledby="tokens-title" className={listStyles.section}>
      <h2 id="tokens-title" className={listStyles.sectionTitle}>
        Your tokens in {teamName}
      </h2>
      {!result.ok ? (
        <LoadProblem title="Your tokens could not be loaded" result={result} />
      ) : result.data.data.length === 0 ? (
        <p className={listStyles.empty}>You have no API tokens in this team yet.</p>
      ) : (
        <>
          <div className={listStyles.tableScroller}>
            <table className={listStyles.table}>
              <thead>
                <tr>
                  <th scope="col" className={listStyles.headerCell}>
                    Name
                  </th>
                  <th scope="col" className={listStyles.headerCell}>
                    Abilities
                  </th>
                  <th scope="col" className={listStyles.headerCell}>
                    Last used
                  </th>
                  <th scope="col" className={listStyles.headerCell}>
                    Expires
                  </th>
                  <th scope="col" className={listStyles.headerCell}>
                    Created
                  </th>
                  <th scope="col" className={listStyles.headerCell}>
                    <span className={listStyles.muted}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((token) => (
                  <tr key={token.id}>
                    <th scope="row" className={listStyles.cell}>
                      {token.name}
                    </th>
                    <td className={listStyles.cell}>{token.abilities.join(', ')}</td>
                    <td className={listStyles.cell}>
                      {token.last_used_at ? dateText(token.last_used_at) : 'Never'}
                    </td>
                    <td className={listStyles.cell}>
                      {token.expires_at ? dateText(token.expires_at) : 'Never'}
                    </td>
                    <td className={listStyles.cell}>{dateText(token.created_at)}</td>
                    <td className={listStyles.cell}>
                      <div className={listStyles.actions}>
                        <PushButton
                          size="s"
                          theme="dangerOutline"
                          aria-label={`Revoke ${token.name}`}
                          onPress={() => revoke(token)}
                        >
                          Revoke
                        </PushButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager meta={result.data.meta} label="Token pages" />
        </>
      )}
    </section>
  )
}

function useTokenRevocation() {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (token: ApiTokenResource) => {
    const revoked = await confirm({
      title: `Revoke ${token.name}?`,
      message: 'Every system that calls the API with this token is refused from now on.',
      confirmLabel: 'Revoke token',
      action: async (signal) => dataOrThrow(await apiTokensApi.revoke(token.id, signal)),
    })
    if (!revoked) return
    notify.notify({ type: 'success', message: `${token.name} is revoked.` })
    await router.invalidate()
  }
}

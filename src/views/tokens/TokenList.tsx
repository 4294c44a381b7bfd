import { useRouter } from '@tanstack/react-router'
import type { ApiTokenList, ApiTokenResource } from '../../contract/api-tokens'
import { dataOrThrow } from '../../contract/result'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { apiTokensApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
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
  const columns: ListColumn<ApiTokenResource>[] = [
    { header: 'Name', namesRow: true, cell: (token) => token.name },
    { header: 'Abilities', cell: (token) => token.abilities.join(', ') },
    {
      header: 'Last used',
      cell: (token) => (token.last_used_at ? dateText(token.last_used_at) : 'Never'),
    },
    {
      header: 'Expires',
      cell: (token) => (token.expires_at ? dateText(token.expires_at) : 'Never'),
    },
    { header: 'Created', cell: (token) => dateText(token.created_at) },
    {
      header: 'Actions',
      quietHeader: true,
      cell: (token) => (
        <RowActions>
          <Button
            size="s"
            tone="danger"
            aria-label={`Revoke ${token.name}`}
            onPress={() => revoke(token)}
          >
            Revoke
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <section aria-labelledby="tokens-title" className={listStyles.section}>
      <h2 id="tokens-title" className={listStyles.sectionTitle}>
        Your tokens in {teamName}
      </h2>
      <ListPage
        result={result}
        problemTitle="Your tokens could not be loaded"
        empty="You have no API tokens in this team yet."
        pagerLabel="Token pages"
      >
        {(tokens) => <ListTable rows={tokens} columns={columns} rowKey={(token) => token.id} />}
      </ListPage>
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

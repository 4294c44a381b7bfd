import { useRouter } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import type { ApiTokenList, ApiTokenResource } from '../../contract/api-tokens'
import { dataOrThrow } from '../../contract/result'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import messages from '../../messages/tokens/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { apiTokensApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { abilityName } from './tokenChoices'

/** The caller's tokens in the current team, each revocable (after a confirmation). */
export function TokenList({
  result,
  teamName,
}: {
  result: ApiResult<ApiTokenList>
  /** The current team's name; null when there is none. */
  teamName: string | null
}) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' })
  const dateText = useDateText()
  const revoke = useTokenRevocation()
  const columns: ListColumn<ApiTokenResource>[] = [
    { header: t('tokenList.name'), namesRow: true, cell: (token) => token.name },
    {
      header: t('tokenList.abilities'),
      cell: (token) => list.format(token.abilities.map((ability) => abilityName(t, ability))),
    },
    {
      header: t('tokenList.lastUsed'),
      cell: (token) => (token.last_used_at ? dateText(token.last_used_at) : t('tokenList.never')),
    },
    {
      header: t('tokenList.expires'),
      cell: (token) => (token.expires_at ? dateText(token.expires_at) : t('tokenList.never')),
    },
    { header: t('tokenList.created'), cell: (token) => dateText(token.created_at) },
    {
      header: t('tokenList.actions'),
      quietHeader: true,
      cell: (token) => (
        <RowActions>
          <Button
            size="s"
            tone="danger"
            aria-label={t('tokenList.revokeLabel', { name: token.name })}
            onPress={() => revoke(token)}
          >
            {t('tokenList.revoke')}
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <section aria-labelledby="tokens-title" className={listStyles.section}>
      <h2 id="tokens-title" className={listStyles.sectionTitle}>
        {teamName ? t('tokenList.title', { team: teamName }) : t('tokenList.titleNoTeam')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('tokenList.loadFailed')}
        empty={t('tokenList.empty')}
        pagerLabel={t('tokenList.pages')}
      >
        {(tokens) => <ListTable rows={tokens} columns={columns} rowKey={(token) => token.id} />}
      </ListPage>
    </section>
  )
}

function useTokenRevocation() {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (token: ApiTokenResource) => {
    const revoked = await confirm({
      title: t('tokenList.revokeTitle', { name: token.name }),
      message: t('tokenList.revokeMessage'),
      confirmLabel: t('tokenList.revokeConfirm'),
      action: async (signal) => dataOrThrow(await apiTokensApi.revoke(token.id, signal)),
    })
    if (!revoked) return
    notify.notify({ type: 'success', message: t('tokenList.revoked', { name: token.name }) })
    await router.invalidate()
  }
}

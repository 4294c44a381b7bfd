import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import type { NetworkList as NetworkListData, NetworkResource } from '../../../contract/network'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/routing-networks/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { networksApi } from './networksApi'

/** How many prefixes a row shows before "and N more". */
const shownPrefixes = 3

/** The team's networks; writers edit one (`?edit=`) or delete it, confirmed. */
export function NetworkList({
  result,
  canWrite,
  empty,
}: {
  result: ApiResult<NetworkListData>
  canWrite: boolean
  empty: React.ReactNode
}) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const remove = useNetworkDeletion()
  const { locale } = useLocale()
  const countryName = new Intl.DisplayNames([locale], { type: 'region' })
  const columns: ListColumn<NetworkResource>[] = [
    { header: t('column.name'), namesRow: true, cell: (network) => network.name },
    {
      header: t('column.country'),
      cell: (network) => countryName.of(network.country) ?? network.country,
    },
    { header: t('column.mcc'), cell: (network) => <bdi>{network.mcc}</bdi> },
    { header: t('column.mnc'), cell: (network) => <bdi>{network.mnc}</bdi> },
    {
      header: t('column.prefixes'),
      cell: (network) =>
        network.prefixes.length === 0
          ? t('prefixes.count', { count: 0 })
          : t('prefixes.sample', {
              sample: network.prefixes.slice(0, shownPrefixes).join(' '),
              more: Math.max(0, network.prefixes.length - shownPrefixes),
            }),
    },
    { header: t('column.source'), cell: (network) => t(`source.${network.source}`) },
  ]
  if (canWrite)
    columns.push({
      header: t('column.actions'),
      quietHeader: true,
      cell: (network) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('action.edit.label', { name: network.name })}
            onPress={() =>
              void navigate({
                to: '.',
                search: (previous: object) => ({ ...previous, edit: network.id }),
              })
            }
          >
            {t('action.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('action.delete.label', { name: network.name })}
            onPress={() => remove(network)}
          >
            {t('action.delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <ListPage
      result={result}
      problemTitle={t('list.loadProblem')}
      empty={empty}
      pagerLabel={t('list.pages')}
    >
      {(networks, meta) => (
        <>
          <p className={listStyles.muted}>{t('list.total', { count: meta.total })}</p>
          <ListTable rows={networks} columns={columns} rowKey={(network) => network.id} />
        </>
      )}
    </ListPage>
  )
}

function useNetworkDeletion() {
  const router = useRouter()
  const navigate = useNavigate()
  const notify = useNotify()
  const confirm = useConfirm()
  const t = useMessages(messages)
  return async (network: NetworkResource) => {
    const deleted = await confirm({
      title: t('delete.title', { name: network.name }),
      message: t('delete.message', { count: network.prefixes.length }),
      confirmLabel: t('delete.confirm'),
      action: async (signal) => dataOrThrow(await networksApi.remove(network.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: network.name }) })
    await navigate({
      to: '.',
      search: (previous: { edit?: string }) => ({
        ...previous,
        edit: previous.edit === network.id ? undefined : previous.edit,
      }),
    })
    await router.invalidate()
  }
}

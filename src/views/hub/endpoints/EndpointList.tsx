import { useState } from 'react'
import type { HubEndpointApiKey, HubEndpointResource } from '../../../contract/hub-endpoint'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { EditDeleteButtons } from '../../lists/EditDeleteButtons'
import { type ListColumn, ListTablePage, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { ApiKeyNotice } from './ApiKeyNotice'
import { EndpointForm } from './EndpointForm'
import { endpointsApi } from './endpointsApi'
import type { EndpointsData } from './endpointsLoader'

/**
 * /hub/endpoints: the clients' ways into the hub, with their protocol, credentials (never the
 * secrets), TPS, plan and status, and links to their static prices and email updates. Owners
 * and admins create, edit, delete (confirmed) and issue HTTP keys (shown once, confirmed when
 * one is replaced).
 */
export function EndpointList({
  endpoints,
  clients,
  plans,
  canWrite,
  teamRole,
  onChanged,
}: EndpointsData & { canWrite: boolean; teamRole: string; onChanged: () => void }) {
  const t = useMessages(messages)
  const notify = useNotify()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing<HubEndpointResource>>(null)
  const [issued, setIssued] = useState<{ name: string; key: HubEndpointApiKey } | null>(null)
  const issueKey = async (row: HubEndpointResource, replacing: boolean) => {
    let key: HubEndpointApiKey | null = null
    const action = async (signal: AbortSignal) => {
      key = dataOrThrow(await endpointsApi.issueApiKey(row.id, signal))
    }
    if (replacing) {
      const done = await confirm({
        title: t('apiKey.rotateQuestion', { name: row.name }),
        message: t('apiKey.rotateMessage'),
        confirmLabel: t('apiKey.rotate'),
        action,
      })
      if (!done) return
    } else {
      const answer = await endpointsApi.issueApiKey(row.id)
      if (!answer.ok) return notify.notify({ type: 'danger', message: t('apiKey.problem') })
      key = answer.data
    }
    if (key) setIssued({ name: row.name, key })
    onChanged()
  }
  const remove = async (row: HubEndpointResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: row.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await endpointsApi.remove(row.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: row.name }) })
    onChanged()
  }
  const columns: ListColumn<HubEndpointResource>[] = [
    { header: t('column.name'), namesRow: true, cell: (row) => row.name },
    { header: t('column.client'), cell: (row) => row.company_name },
    {
      header: t('column.access'),
      cell: (row) =>
        row.protocol === 'smpp'
          ? t('access.smpp', { systemId: row.system_id ?? '' })
          : row.api_key_hint
            ? t('access.http', { hint: row.api_key_hint })
            : t('access.noKey'),
    },
    { header: t('column.tps'), cell: (row) => t('tps', { tps: row.tps }) },
    { header: t('column.plan'), cell: (row) => row.routing_plan_name ?? t('form.defaultPlan') },
    {
      header: t('column.status'),
      cell: (row) => (
        <span className={listStyles.statusTone[row.status === 'active' ? 'success' : 'quiet']}>
          {t('status', { status: row.status })}
        </span>
      ),
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) => (
        <RowActions>
          <Link
            href={`/hub/endpoints/${row.id}/static-client-prices`}
            aria-label={t('pricesOf', { name: row.name })}
          >
            {t('prices')}
          </Link>
          <Link
            href={`/hub/endpoints/${row.id}/email-updates`}
            aria-label={t('updatesOf', { name: row.name })}
          >
            {t('updates', { pending: row.pending_prices })}
          </Link>
          {canWrite && row.protocol === 'http' && (
            <Button
              size="s"
              variant="ghost"
              aria-label={t('apiKey.issueNamed', { name: row.name })}
              onPress={() => void issueKey(row, row.api_key_hint !== null)}
            >
              {row.api_key_hint ? t('apiKey.rotate') : t('apiKey.issue')}
            </Button>
          )}
          {canWrite && (
            <EditDeleteButtons
              words={{
                edit: t('edit'),
                delete: t('delete'),
                editNamed: t('editNamed', { name: row.name }),
                deleteNamed: t('deleteNamed', { name: row.name }),
              }}
              onEdit={() => setEditing(row)}
              onDelete={() => void remove(row)}
            />
          )}
        </RowActions>
      ),
    },
  ]
  return (
    <section aria-labelledby="hub-endpoints-title" className={listStyles.section}>
      <EditableListHeading
        id="hub-endpoints-title"
        title={t('title')}
        newLabel={t('new')}
        canWrite={canWrite}
        readOnly={t('readOnly', { role: teamRole })}
        onNew={() => setEditing('new')}
      />
      {issued && (
        <ApiKeyNotice name={issued.name} issued={issued.key} onDone={() => setIssued(null)} />
      )}
      <ListTablePage
        result={endpoints}
        columns={columns}
        problemTitle={t('problem')}
        empty={t('empty')}
        pagerLabel={t('pager')}
        total={(count) => t('total', { count })}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(record) => (record ? t('editNamed', { name: record.name }) : t('new'))}
        savedText={(record, saved: HubEndpointResource) =>
          t(record ? 'saved' : 'created', { name: saved.name })
        }
        onChanged={onChanged}
      >
        {(record, saved) => (
          <EndpointForm
            endpoint={record}
            clients={clients.ok ? clients.data.data : []}
            plans={plans.ok ? plans.data.data : []}
            onSaved={(endpoint) => {
              saved(endpoint)
              // A new HTTP endpoint's key is issued at once, to be shown this once.
              if (endpoint.protocol === 'http' && !endpoint.api_key_hint)
                void issueKey(endpoint, false)
            }}
          />
        )}
      </EditDialog>
    </section>
  )
}

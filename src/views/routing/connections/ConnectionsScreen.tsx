import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { dataOrThrow } from '../../../contract/result'
import type {
  SmppConnectionList,
  SmppConnectionResource,
  SmppConnectionState,
} from '../../../contract/smpp-connection'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/routing-connections/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { EditDeleteButtons } from '../../lists/EditDeleteButtons'
import { type ListColumn, ListTablePage, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useCanWrite } from '../../session/useCanWrite'
import { ConnectionForm } from './ConnectionForm'
import { smppConnectionsApi } from './connectionsApi'
import { TestSmsDialog } from './TestSmsDialog'
import { useLiveConnections } from './useLiveConnections'

/** Transmitter + receiver connections show each session's state under the connection's. */
const smppSessionRoles = ['transmitter', 'receiver'] as const

const from = '/_default/_verified/sms/routing/routes/connections'

/** The first page holds every connection a team keeps. */
export const loadConnections = (signal: AbortSignal): Promise<ApiResult<SmppConnectionList>> =>
  smppConnectionsApi.list({ page: 1, per_page: 100 }, signal)

const stateTones: Record<SmppConnectionState, keyof typeof listStyles.statusTone> = {
  connecting: 'info',
  bound: 'success',
  reconnecting: 'warning',
  down: 'danger',
  disabled: 'quiet',
}

/**
 * /sms/routing/routes/connections: the team's vendor connections (SMPP) and the built-in
 * simulator, each with its live state and last error (read again when the server says a link
 * changed). Owners
 * and admins create, edit, delete (confirmed) and send a test message through one.
 */
export function ConnectionsScreen() {
  const { list } = useLoaderData({ from })
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  useLiveConnections(reload)
  return (
    <PageFrame subject={null}>
      <Connections result={list} canWrite={useCanWrite().canWrite} onChanged={reload} />
    </PageFrame>
  )
}

/** The list with its dialogs; `onChanged` reloads it after a write. */
export function Connections({
  result,
  canWrite,
  onChanged,
}: {
  result: ApiResult<SmppConnectionList>
  canWrite: boolean
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const notify = useNotify()
  const confirm = useConfirm()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const [editing, setEditing] = useState<Editing<SmppConnectionResource>>(null)
  const [testing, setTesting] = useState<SmppConnectionResource | null>(null)
  const nameOf = (row: SmppConnectionResource) =>
    row.kind === 'simulator' ? t('simulatorName') : row.name
  const remove = async (row: SmppConnectionResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: row.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await smppConnectionsApi.remove(row.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: row.name }) })
    onChanged()
  }
  const columns: ListColumn<SmppConnectionResource>[] = [
    {
      header: t('column.name'),
      namesRow: true,
      cell: (row) => (row.is_default ? `${nameOf(row)} · ${t('default')}` : nameOf(row)),
    },
    {
      header: t('column.address'),
      cell: (row) =>
        row.kind === 'simulator'
          ? t('simulatorAddress')
          : `${row.system_id}@${row.host}:${row.port}`,
    },
    {
      header: t('column.limits'),
      cell: (row) =>
        row.kind === 'simulator' ? '' : t('limits', { tps: row.tps, window: row.window }),
    },
    {
      header: t('column.status'),
      cell: (row) => (
        <>
          <span className={listStyles.statusTone[stateTones[row.status.state]]}>
            {t('state', { state: row.status.state })}
          </span>{' '}
          {row.status.since && t('since', { time: dateText(row.status.since) })}
          {row.status.error && <div>{row.status.error}</div>}
          {row.sessions &&
            smppSessionRoles.map((role) => {
              const session = row.sessions?.[role]
              if (!session) return null
              return (
                <div key={role}>
                  {t('session', { session: role })}{' '}
                  <span className={listStyles.statusTone[stateTones[session.state]]}>
                    {t('state', { state: session.state })}
                  </span>{' '}
                  {session.since && t('since', { time: dateText(session.since) })}
                  {session.error && <div>{session.error}</div>}
                </div>
              )
            })}
        </>
      ),
    },
  ]
  if (canWrite)
    columns.push({
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) => (
        <RowActions>
          <Button
            size="s"
            aria-label={t('testThrough', { name: nameOf(row) })}
            onPress={() => setTesting(row)}
          >
            {t('test')}
          </Button>
          {row.kind === 'smpp' && (
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
    })
  return (
    <section aria-labelledby="smpp-connections-title" className={listStyles.section}>
      <EditableListHeading
        id="smpp-connections-title"
        title={t('title')}
        newLabel={t('new')}
        canWrite={canWrite}
        onNew={() => setEditing('new')}
      />
      <ListTablePage
        result={result}
        columns={columns}
        problemTitle={t('problem')}
        empty={t('empty')}
        pagerLabel={t('pager')}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(record) => (record ? t('editNamed', { name: record.name }) : t('new'))}
        savedText={(record, saved: SmppConnectionResource) =>
          t(record ? 'saved' : 'created', { name: saved.name })
        }
        onChanged={onChanged}
      >
        {(record, saved) => <ConnectionForm connection={record} onSaved={saved} />}
      </EditDialog>
      <TestSmsDialog connection={testing} onClose={() => setTesting(null)} />
    </section>
  )
}

import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { RoutingScope } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import type { SmppConnectionList } from '../../../contract/smpp-connection'
import type { SmsRouteList, SmsRouteResource } from '../../../contract/sms-route'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import messages from '../../../messages/routing-routes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { EditDeleteButtons } from '../../lists/EditDeleteButtons'
import { type ListColumn, ListTablePage, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { smppConnectionsApi } from '../connections/connectionsApi'
import { useRoutingScope } from '../scope/RoutingScope'
import { routeRatesPath, routingPaths } from '../scope/routingPaths'
import { useCanManageRouting } from '../useCanManageRouting'
import { RouteForm } from './RouteForm'
import { smsRoutesApiOf } from './routesApi'

const from = {
  sms: '/_default/_verified/sms/routing/routes/$',
  hub: '/_default/_verified/hub/routing/routes',
} as const

export interface RoutesData {
  routes: ApiResult<SmsRouteList>
  connections: ApiResult<SmppConnectionList>
}

/**
 * A page of the scope's routes, and the team's connections (shared by both scopes; a team keeps
 * few: one page holds them).
 */
export async function loadRoutes(
  scope: RoutingScope,
  page: number,
  signal: AbortSignal,
): Promise<RoutesData> {
  const [routes, connections] = await Promise.all([
    smsRoutesApiOf(scope).list({ page }, signal),
    smppConnectionsApi.list({ page: 1, per_page: 100 }, signal),
  ])
  return { routes, connections }
}

/**
 * /sms/routing/routes and /hub/routing/routes: the scope's routes, each with its vendor, connection, sender handling,
 * status and a link to its rates. Owners and admins create, edit and delete (confirmed) them.
 */
export function RoutesScreen() {
  const data = useLoaderData({ from: from[useRoutingScope()] })
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageRouting()
  return (
    <PageFrame subject={null}>
      <Routes {...data} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

/** The list with its dialog; `onChanged` reloads it after a write. */
export function Routes({
  routes,
  connections,
  canWrite,
  teamRole,
  onChanged,
}: RoutesData & { canWrite: boolean; teamRole: string; onChanged: () => void }) {
  const t = useMessages(messages)
  const scope = useRoutingScope()
  const notify = useNotify()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing<SmsRouteResource>>(null)
  const remove = async (row: SmsRouteResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: row.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await smsRoutesApiOf(scope).remove(row.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: row.name }) })
    onChanged()
  }
  const columns: ListColumn<SmsRouteResource>[] = [
    { header: t('column.name'), namesRow: true, cell: (row) => row.name },
    { header: t('column.vendor'), cell: (row) => row.vendor_name },
    { header: t('column.connection'), cell: (row) => row.connection_name ?? t('simulator') },
    {
      header: t('column.sender'),
      cell: (row) =>
        t('sender', { handling: row.sender_handling, pool: row.sender_pool.join(', ') }),
    },
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
            href={routeRatesPath(routingPaths[scope], row.id)}
            aria-label={t('ratesOf', { name: row.name })}
          >
            {t('rates')}
          </Link>
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
  const connectionRows = connections.ok ? connections.data.data : []
  return (
    <section aria-labelledby="sms-routes-title" className={listStyles.section}>
      <EditableListHeading
        id="sms-routes-title"
        title={t('title')}
        newLabel={t('new')}
        canWrite={canWrite}
        readOnly={t('readOnly', { role: teamRole })}
        onNew={() => setEditing('new')}
      />
      <ListTablePage
        result={routes}
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
        savedText={(record, saved: SmsRouteResource) =>
          t(record ? 'saved' : 'created', { name: saved.name })
        }
        onChanged={onChanged}
      >
        {(record, saved) => (
          <RouteForm route={record} connections={connectionRows} onSaved={saved} />
        )}
      </EditDialog>
    </section>
  )
}

export function RoutesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

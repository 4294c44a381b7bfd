import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import {
  defaultRoutingScope,
  hubRoutingScope,
  type RoutingScope,
} from '../../../contract/constants'
import type { LivePhoneList, LivePhoneResource } from '../../../contract/live-phone'
import { dataOrThrow } from '../../../contract/result'
import type { SmsRouteList } from '../../../contract/sms-route'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-live-phones/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { EditDeleteButtons } from '../../lists/EditDeleteButtons'
import { FormDialog } from '../../lists/FormDialog'
import { type ListColumn, ListTablePage, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { smsRoutesApiOf } from '../../routing/routes/routesApi'
import { useCanManageRouting } from '../../routing/useCanManageRouting'
import { AppSetup } from './AppSetup'
import { LivePhoneForm } from './LivePhoneForm'
import { LiveTestForm } from './LiveTestForm'
import { livePhonesApi } from './livePhonesApi'

const route = getRouteApi('/_default/_verified/hub/routing/vendor/live-phones/')

export interface LivePhonesData {
  phones: ApiResult<LivePhoneList>
  routes: ApiResult<SmsRouteList>
}

/**
 * A page of the team's live phones, and the routes to test through (one page of each scope's
 * holds them): a handset checks the campaigns' vendors and the hub's alike.
 */
export async function loadLivePhones(page: number, signal: AbortSignal): Promise<LivePhonesData> {
  const routesOf = (scope: RoutingScope) =>
    smsRoutesApiOf(scope).list({ page: 1, per_page: 100 }, signal)
  const [phones, sms, hub] = await Promise.all([
    livePhonesApi.list({ page }, signal),
    routesOf(defaultRoutingScope),
    routesOf(hubRoutingScope),
  ])
  if (!sms.ok) return { phones, routes: sms }
  if (!hub.ok) return { phones, routes: hub }
  return {
    phones,
    routes: { ...sms, data: { ...sms.data, data: [...sms.data.data, ...hub.data.data] } },
  }
}

/** /hub/routing/vendor/live-phones: the team's test handsets. */
export function LivePhonesScreen() {
  const data = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageRouting()
  return (
    <PageFrame subject={null}>
      <LivePhones {...data} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

type Open = { kind: 'test' | 'setup'; phone: LivePhoneResource } | null

/**
 * The list: each phone's number, network, whether its app reported lately; owners and admins
 * register, edit and delete (confirmed) phones, send tests and read the app's setup.
 */
export function LivePhones({
  phones,
  routes,
  canWrite,
  teamRole,
  onChanged,
}: LivePhonesData & { canWrite: boolean; teamRole: string; onChanged: () => void }) {
  const t = useMessages(messages)
  const notify = useNotify()
  const confirm = useConfirm()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const [editing, setEditing] = useState<Editing<LivePhoneResource>>(null)
  const [open, setOpen] = useState<Open>(null)
  const routeRows = routes.ok ? routes.data.data : []
  const remove = async (row: LivePhoneResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: row.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await livePhonesApi.remove(row.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: row.name }) })
    onChanged()
  }
  const columns: ListColumn<LivePhoneResource>[] = [
    { header: t('column.name'), namesRow: true, cell: (row) => row.name },
    { header: t('column.number'), cell: (row) => <span dir="ltr">{row.phone_number}</span> },
    {
      header: t('column.network'),
      cell: (row) => (row.network ? row.network.name : t('networkUnknown')),
    },
    {
      header: t('column.status'),
      cell: (row) => (
        <span
          className={
            listStyles.statusTone[row.active && row.status === 'online' ? 'success' : 'quiet']
          }
        >
          {row.active ? t('status', { status: row.status }) : t('inactive')}
        </span>
      ),
    },
    {
      header: t('column.lastSeen'),
      cell: (row) => (row.last_seen_at ? dateText(row.last_seen_at) : t('never')),
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) =>
        canWrite && (
          <RowActions>
            <Button
              onPress={() => setOpen({ kind: 'test', phone: row })}
              aria-label={t('testNamed', { name: row.name })}
            >
              {t('test')}
            </Button>
            <Button
              onPress={() => setOpen({ kind: 'setup', phone: row })}
              aria-label={t('webhookNamed', { name: row.name })}
            >
              {t('webhook')}
            </Button>
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
          </RowActions>
        ),
    },
  ]
  return (
    <section aria-labelledby="live-phones-title" className={listStyles.section}>
      <EditableListHeading
        id="live-phones-title"
        title={t('title')}
        newLabel={t('new')}
        canWrite={canWrite}
        readOnly={t('readOnly', { role: teamRole })}
        onNew={() => setEditing('new')}
      />
      <p>
        <Link href="/hub/routing/vendor/live-phones/sms">{t('testsLink')}</Link>
      </p>
      <ListTablePage
        result={phones}
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
        savedText={(record, saved: LivePhoneResource) =>
          t(record ? 'saved' : 'created', { name: saved.name })
        }
        onChanged={onChanged}
      >
        {(record, saved) => <LivePhoneForm phone={record} onSaved={saved} />}
      </EditDialog>
      <FormDialog
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null)
        }}
        title={
          open?.kind === 'setup'
            ? t('webhookNamed', { name: open.phone.name })
            : t('testNamed', { name: open?.phone.name ?? '' })
        }
      >
        {(close) => {
          if (!open) return null
          if (open.kind === 'setup') return <AppSetup phone={open.phone} onClose={close} />
          if (routeRows.length === 0) return <p role="alert">{t('test.noRoutes')}</p>
          return (
            <LiveTestForm
              phone={open.phone}
              routes={routeRows}
              onSent={(test) => {
                notify.notify({
                  type: 'success',
                  message: t('test.sent', { name: open.phone.name, code: test.code }),
                })
                close()
              }}
            />
          )
        }}
      </FormDialog>
    </section>
  )
}

export function LivePhonesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

import { useLoaderData, useNavigate } from '@tanstack/react-router'
import type { RateSheetResource } from '../../../contract/rate-sheet'
import { Button } from '../../../design/Button'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListTable, RowActions } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { useRoutingScope } from '../scope/RoutingScope'
import { inboxesRouteIds } from './inboxesSearch'
import { SheetReview } from './SheetReview'
import { UploadForm } from './UploadForm'

/**
 * /sms/routing/rates/Inboxes: the vendors' rate sheets received for the team's routes, and a
 * form to upload one to a route's inbox. A sheet is mapped (its vendor's profile, beside its
 * first rows) and reviewed in place (`?sheet=`): parsed with a vendor's profile (with its progress), its
 * change set read by kind with the error rows first, and applied once confirmed.
 */
export function InboxesScreen() {
  const t = useMessages(messages)
  const { sheets, profiles, routes, review } = useLoaderData({
    from: inboxesRouteIds[useRoutingScope()],
  })
  const teamRoutes = routes.ok ? routes.data.data : []
  const { role } = useCanWrite()
  const canManage = role === 'owner' || role === 'admin'
  return (
    <PageFrame subject={null}>
      <div className={listStyles.section}>
        {!canManage && <p className={listStyles.muted}>{t('screen.readOnly', { role })}</p>}
        {canManage &&
          (routes.ok ? (
            <UploadForm routes={teamRoutes} />
          ) : (
            <LoadProblem title={t('upload.routesProblem')} result={routes} />
          ))}
        <section aria-labelledby="inbox-title" className={listStyles.section}>
          <h2 id="inbox-title" className={listStyles.sectionTitle}>
            {t('list.title')}
          </h2>
          {sheets.ok ? (
            sheets.data.data.length === 0 ? (
              <p className={listStyles.empty}>{t('list.empty')}</p>
            ) : (
              <SheetTable sheets={sheets.data.data} />
            )
          ) : (
            <LoadProblem title={t('list.loadProblem')} result={sheets} />
          )}
        </section>
        {review && (
          <SheetReview
            key={review.sheet.ok ? review.sheet.data.id : 'missing'}
            sheet={review.sheet}
            rows={review.rows}
            profiles={profiles.ok ? profiles.data.data : []}
            routes={teamRoutes}
            canManage={canManage}
          />
        )}
      </div>
    </PageFrame>
  )
}

function SheetTable({ sheets }: { sheets: RateSheetResource[] }) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const columns: ListColumn<RateSheetResource>[] = [
    {
      header: t('column.file'),
      namesRow: true,
      cell: (sheet) => (
        <bdi>
          {sheet.source === 'mail' ? t('file.byMail', { name: sheet.filename }) : sheet.filename}
        </bdi>
      ),
    },
    { header: t('column.status'), cell: (sheet) => t(`status.${sheet.status}`) },
    {
      header: t('column.changes'),
      cell: (sheet) =>
        sheet.summary
          ? t('summary.short', {
              rows: sheet.summary.rows,
              errors: sheet.summary.error,
            })
          : '',
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (sheet) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            aria-label={t('action.review.label', { name: sheet.filename })}
            onPress={() => void navigate({ to: '.', search: { sheet: sheet.id } })}
          >
            {t('action.review')}
          </Button>
        </RowActions>
      ),
    },
  ]
  return <ListTable rows={sheets} columns={columns} rowKey={(sheet) => sheet.id} />
}

export function InboxesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

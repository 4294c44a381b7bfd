import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { type RoutingScope, routingPlanLimits } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import type { RoutingPlanList, RoutingPlanResource } from '../../../contract/routing-plan'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-plans/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { PageFrame } from '../../frame/PageFrame'
import { FormDialog } from '../../lists/FormDialog'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useCanWrite } from '../../session/useCanWrite'
import { useRoutingScope } from '../scope/RoutingScope'
import { routingPaths, rulesPath } from '../scope/routingPaths'
import { failureText, routingPlansApiOf } from './routingPlansApi'

const from = {
  sms: '/_default/_verified/sms/routing/plans/',
  hub: '/_default/_verified/hub/routing/plans/',
} as const

/** The first page holds every plan a team keeps in the scope. */
export const loadPlans = (
  scope: RoutingScope,
  signal: AbortSignal,
): Promise<ApiResult<RoutingPlanList>> => routingPlansApiOf(scope).list(signal)

/**
 * /sms/routing/plans and /hub/routing/plans: the scope's routing plans; owners and admins
 * create, make default, delete.
 */
export function PlansScreen() {
  const { list } = useLoaderData({ from: from[useRoutingScope()] })
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  return (
    <PageFrame subject={null}>
      <Plans result={list} canWrite={useCanWrite().canWrite} onChanged={reload} />
    </PageFrame>
  )
}

function PlanForm({ onSaved }: { onSaved: (plan: RoutingPlanResource) => void }) {
  const t = useMessages(messages)
  const routingPlansApi = routingPlansApiOf(useRoutingScope())
  const form = useApiForm<RoutingPlanResource>({
    submit: async (values, signal) =>
      atFormFields(
        await routingPlansApi.create(
          {
            name: values.name ?? '',
            description: values.description ?? '',
            is_default: values.is_default === 'yes',
          },
          signal,
        ),
      ),
    onSuccess: onSaved,
  })
  return (
    <ApiForm actor={form} submitLabel={t('form.create')} aria-label={t('plans.new')}>
      <TextField
        name="name"
        label={t('form.name')}
        maxLength={routingPlanLimits.nameMaxLength}
        isRequired
      />
      <TextField
        name="description"
        label={t('form.description')}
        maxLength={routingPlanLimits.descriptionMaxLength}
      />
      <Select
        name="is_default"
        label={t('form.isDefault')}
        defaultSelectedKey="no"
        options={[
          { id: 'no', name: t('form.isDefault.no') },
          { id: 'yes', name: t('form.isDefault.yes') },
        ]}
      />
    </ApiForm>
  )
}

/** The list with its dialogs; `onChanged` reloads it after a write. */
export function Plans({
  result,
  canWrite,
  onChanged,
}: {
  result: ApiResult<RoutingPlanList>
  canWrite: boolean
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const scope = useRoutingScope()
  const routingPlansApi = routingPlansApiOf(scope)
  const notify = useNotify()
  const confirm = useConfirm()
  const problemText = useProblemText()
  const [creating, setCreating] = useState(false)
  const makeDefault = async (plan: RoutingPlanResource) => {
    const answer = await routingPlansApi.update(plan.id, { is_default: true })
    notify.notify(
      answer.ok
        ? { type: 'success', message: t('madeDefault', { name: plan.name }) }
        : { type: 'danger', message: problemText(failureText(answer)) },
    )
    onChanged()
  }
  const remove = async (plan: RoutingPlanResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: plan.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await routingPlansApi.remove(plan.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: plan.name }) })
    onChanged()
  }
  const columns: ListColumn<RoutingPlanResource>[] = [
    {
      header: t('column.name'),
      namesRow: true,
      cell: (plan) => (
        <Link href={rulesPath(routingPaths[scope], plan.id)}>
          {plan.is_default ? `${plan.name} · ${t('default')}` : plan.name}
        </Link>
      ),
    },
    { header: t('column.description'), cell: (plan) => plan.description },
    { header: t('column.rules'), cell: (plan) => t('ruleCount', { count: plan.rule_count }) },
  ]
  if (canWrite)
    columns.push({
      header: t('column.actions'),
      quietHeader: true,
      cell: (plan) => (
        <RowActions>
          {!plan.is_default && (
            <Button
              size="s"
              aria-label={t('makeDefaultNamed', { name: plan.name })}
              onPress={() => void makeDefault(plan)}
            >
              {t('makeDefault')}
            </Button>
          )}
          <Button
            size="s"
            tone="danger"
            aria-label={t('deleteNamed', { name: plan.name })}
            onPress={() => void remove(plan)}
          >
            {t('delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="routing-plans-title" className={listStyles.section}>
      <div className={listStyles.toolbar}>
        <h2 id="routing-plans-title" className={listStyles.sectionTitle}>
          {t('plans.title')}
        </h2>
        {canWrite && (
          <Button tone="primary" variant="solid" onPress={() => setCreating(true)}>
            {t('plans.new')}
          </Button>
        )}
      </div>
      <ListPage
        result={result}
        problemTitle={t('plans.problem')}
        empty={t('plans.empty')}
        pagerLabel={t('plans.pager')}
      >
        {(rows) => <ListTable rows={rows} columns={columns} rowKey={(row) => row.id} />}
      </ListPage>
      <FormDialog isOpen={creating} onOpenChange={setCreating} title={t('plans.new')}>
        {(close) => (
          <PlanForm
            onSaved={(plan) => {
              notify.notify({ type: 'success', message: t('created', { name: plan.name }) })
              close()
              onChanged()
            }}
          />
        )}
      </FormDialog>
    </section>
  )
}

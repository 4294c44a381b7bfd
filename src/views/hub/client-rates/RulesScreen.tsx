import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { ClientRateRuleResource } from '../../../contract/client-rate'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { failureText } from '../../routing/plans/routingPlansApi'
import { ClientRatesNav } from './ClientRatesNav'
import { clientRatesApi } from './clientRatesApi'
import { type RuleChoices, RuleForm } from './RuleForm'
import { useCanSetClientRates } from './useCanSetClientRates'

const route = getRouteApi('/_default/_verified/hub/routing/client/rates/rules')

/** The rules (one page: the team has at most `rulesMax`) and what the form picks from. */
export async function loadRules(signal: AbortSignal) {
  const [rules, choices] = await Promise.all([
    clientRatesApi.rules(signal),
    loadRuleChoices(signal),
  ])
  return { rules, choices }
}

async function loadRuleChoices(signal: AbortSignal): Promise<RuleChoices> {
  const [clients, networks] = await Promise.all([
    clientRatesApi.clients(signal),
    clientRatesApi.networks(signal),
  ])
  return {
    clients: clients.ok ? clients.data.data.map(({ id, name }) => ({ id, name })) : [],
    networks: networks.ok
      ? networks.data.data.map((network) => ({
          id: network.id,
          name: `${network.country} · ${network.name} (${network.mcc}-${network.mnc})`,
        }))
      : [],
  }
}

/**
 * /hub/routing/client/rates/rules: the team's client-rate rules in the order they are tried;
 * owners and admins add, edit, move (up and down buttons, so the keyboard reorders) and delete
 * (confirmed) them.
 */
export function RulesScreen() {
  const t = useMessages(messages)
  const { rules, choices } = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanSetClientRates()
  const notify = useNotify()
  const confirm = useConfirm()
  const problemText = useProblemText()
  const [editing, setEditing] = useState<Editing<ClientRateRuleResource>>(null)
  const move = async (list: ClientRateRuleResource[], index: number, by: -1 | 1) => {
    const ids = list.map((rule) => rule.id)
    const [moved] = ids.splice(index, 1)
    if (!moved) return
    ids.splice(index + by, 0, moved)
    const answer = await clientRatesApi.reorder(ids)
    if (!answer.ok)
      notify.notify({
        type: 'danger',
        message: t('reorderFailed', { problem: problemText(failureText(answer)) }),
      })
    reload()
  }
  const remove = async (rule: ClientRateRuleResource) => {
    const deleted = await confirm({
      title: t('deleteQuestion', { name: rule.name }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await clientRatesApi.remove(rule.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted', { name: rule.name }) })
    reload()
  }
  const columns = (list: ClientRateRuleResource[]): ListColumn<ClientRateRuleResource>[] => [
    { header: t('column.position'), cell: (row) => row.position },
    { header: t('column.name'), namesRow: true, cell: (row) => row.name },
    { header: t('column.scope'), cell: (row) => <RuleScope rule={row} /> },
    { header: t('column.pricing'), cell: (row) => <RulePricing rule={row} /> },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) => {
        const index = list.indexOf(row)
        return (
          canWrite && (
            <RowActions>
              <Button
                size="s"
                isDisabled={index === 0}
                aria-label={t('moveUpNamed', { name: row.name })}
                onPress={() => void move(list, index, -1)}
              >
                {t('moveUp')}
              </Button>
              <Button
                size="s"
                isDisabled={index === list.length - 1}
                aria-label={t('moveDownNamed', { name: row.name })}
                onPress={() => void move(list, index, 1)}
              >
                {t('moveDown')}
              </Button>
              <Button
                size="s"
                tone="primary"
                aria-label={t('editNamed', { name: row.name })}
                onPress={() => setEditing(row)}
              >
                {t('edit')}
              </Button>
              <Button
                size="s"
                tone="danger"
                aria-label={t('deleteNamed', { name: row.name })}
                onPress={() => void remove(row)}
              >
                {t('delete')}
              </Button>
            </RowActions>
          )
        )
      },
    },
  ]
  return (
    <PageFrame subject={null}>
      <section aria-labelledby="client-rate-rules-title" className={listStyles.section}>
        <ClientRatesNav />
        <EditableListHeading
          id="client-rate-rules-title"
          title={t('rules.title')}
          newLabel={t('rules.new')}
          canWrite={canWrite}
          readOnly={t('rules.readOnly', { role })}
          onNew={() => setEditing('new')}
        />
        <p className={listStyles.muted}>{t('rules.intro')}</p>
        <ListPage
          result={rules}
          problemTitle={t('rules.problem')}
          empty={t('rules.empty')}
          pagerLabel={t('rules.list')}
        >
          {(rows) => (
            <ListTable
              rows={rows}
              columns={columns(rows)}
              rowKey={(row) => row.id}
              {...(canWrite ? {} : { focusableScroller: t('rules.list') })}
            />
          )}
        </ListPage>
        <EditDialog
          editing={editing}
          onClose={() => setEditing(null)}
          title={(record) => (record ? t('editNamed', { name: record.name }) : t('rules.new'))}
          savedText={(record, saved: ClientRateRuleResource) =>
            t(record ? 'saved' : 'created', { name: saved.name })
          }
          onChanged={reload}
        >
          {(record, saved) => <RuleForm rule={record} choices={choices} onSaved={saved} />}
        </EditDialog>
      </section>
    </PageFrame>
  )
}

function RuleScope({ rule }: { rule: ClientRateRuleResource }) {
  const t = useMessages(messages)
  const parts = [
    rule.client_ids.length > 0
      ? t('scope.clients', { count: rule.client_ids.length })
      : t('scope.everyClient'),
    rule.country && t('scope.country', { country: rule.country }),
    rule.network_id && t('scope.network'),
    rule.effective_from && t('scope.from', { date: rule.effective_from.slice(0, 10) }),
  ].filter(Boolean)
  return <>{parts.join(' · ')}</>
}

function RulePricing({ rule }: { rule: ClientRateRuleResource }) {
  const t = useMessages(messages)
  const parts =
    rule.kind === 'fixed'
      ? [t('pricing.fixed', { price: rule.fixed_price ?? '', currency: rule.currency ?? '' })]
      : [
          t('pricing.markup', { percent: rule.markup_percent }),
          rule.add_fixed !== '0' && t('pricing.addFixed', { amount: rule.add_fixed }),
        ]
  if (rule.min_margin) parts.push(t('pricing.minMargin', { amount: rule.min_margin }))
  if (rule.decimals !== null) parts.push(t('pricing.decimals', { decimals: rule.decimals }))
  return <>{parts.filter(Boolean).join(' · ')}</>
}

import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { money } from '../../../contract/constants'
import { createMoneyDisplay } from '../../../contract/money-display'
import { dataOrThrow } from '../../../contract/result'
import type { RateState, VendorRateResource } from '../../../contract/vendor-rate'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useRoutingScope } from '../scope/RoutingScope'
import { vendorRatesApiOf } from './ratesApi'

const stateTones: Record<RateState, keyof typeof listStyles.statusTone> = {
  scheduled: 'info',
  in_force: 'success',
  ended: 'quiet',
}

/** A rate's history: its route's page, in the scope's area. */
const historyPath = {
  sms: '/sms/routing/rates/$',
  hub: '/hub/routing/vendor/rates/$',
} as const

/** A rate's price in the reader's locale with its currency, all 6 decimals kept. */
export function useRatePrice() {
  const { locale } = useLocale()
  return useMemo(() => createMoneyDisplay(locale, { maxDecimals: money.scales.rate }), [locale])
}

/** How a row names its destination: the network with its codes, or the country default. */
export function useDestinationText() {
  const t = useMessages(messages)
  return (row: { network: { name: string; mcc: string; mnc: string } | null }) =>
    row.network ? t('network', row.network) : t('countryDefault')
}

/**
 * The rates table's columns: route (on the page of every route), destination, country, price,
 * window and state; History opens the row's route and network history; a scheduled rate can be
 * edited and deleted (confirmed) by a writer.
 */
export function useRateColumns({
  showRoute,
  canWrite,
  onEdit,
  onChanged,
}: {
  showRoute: boolean
  canWrite: boolean
  onEdit: (rate: VendorRateResource) => void
  onChanged: () => void
}): ListColumn<VendorRateResource>[] {
  const t = useMessages(messages)
  const scope = useRoutingScope()
  const vendorRatesApi = vendorRatesApiOf(scope)
  const navigate = useNavigate()
  const confirm = useConfirm()
  const notify = useNotify()
  const price = useRatePrice()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const destination = useDestinationText()
  const { locale } = useLocale()
  const countryName = new Intl.DisplayNames([locale], { type: 'region' })
  const remove = async (rate: VendorRateResource) => {
    const from = dateText(rate.effective_from)
    const deleted = await confirm({
      title: t('deleteQuestion', { from }),
      message: t('deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await vendorRatesApi.remove(rate.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('deleted') })
    onChanged()
  }
  const historyOf = (rate: VendorRateResource) =>
    navigate({
      to: historyPath[scope],
      params: { _splat: rate.route_id },
      search: { network: rate.network_id ?? 'none', country: rate.country },
    })
  return [
    ...(showRoute
      ? [{ header: t('column.route'), cell: (rate: VendorRateResource) => rate.route_name }]
      : []),
    { header: t('column.destination'), namesRow: true, cell: (rate) => destination(rate) },
    { header: t('column.country'), cell: (rate) => countryName.of(rate.country) ?? rate.country },
    { header: t('column.price'), cell: (rate) => price(rate.price, rate.currency) },
    { header: t('column.from'), cell: (rate) => dateText(rate.effective_from) },
    {
      header: t('column.till'),
      cell: (rate) => (rate.effective_till ? dateText(rate.effective_till) : t('open')),
    },
    {
      header: t('column.state'),
      cell: (rate) => (
        <span className={listStyles.statusTone[stateTones[rate.state]]}>
          {t('state', { state: rate.state })}
        </span>
      ),
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (rate) => {
        const from = dateText(rate.effective_from)
        return (
          <RowActions>
            <Button
              size="s"
              aria-label={t('historyOf', {
                destination: destination(rate),
                route: rate.route_name,
              })}
              onPress={() => void historyOf(rate)}
            >
              {t('history')}
            </Button>
            {canWrite && rate.state === 'scheduled' && (
              <>
                <Button
                  size="s"
                  tone="primary"
                  aria-label={t('editNamed', { from })}
                  onPress={() => onEdit(rate)}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="s"
                  tone="danger"
                  aria-label={t('deleteNamed', { from })}
                  onPress={() => void remove(rate)}
                >
                  {t('delete')}
                </Button>
              </>
            )}
          </RowActions>
        )
      },
    },
  ]
}

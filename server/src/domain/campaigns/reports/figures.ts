import type { ReportFigures, ReportTotals } from '../../../../../src/contract/campaign-reports'
import { formatAmount, moneyFromText, subtractMoney } from '../../../../../src/contract/money'
import type { FigureRow } from './scope'

export const zeroFigures: ReportFigures = {
  queued: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  cancelled: 0,
  clicked: 0,
  replied: 0,
  cost: '0.00',
  revenue: '0.00',
  margin: '0.00',
}

/** A row of `figureColumns` as the API writes figures; the margin is revenue less cost. */
export function figuresOf(row: FigureRow): ReportFigures {
  const cost = moneyFromText(row.cost)
  const revenue = moneyFromText(row.revenue)
  return {
    queued: Number(row.queued),
    sent: Number(row.sent),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
    cancelled: Number(row.cancelled),
    clicked: Number(row.clicked),
    replied: Number(row.replied),
    cost: formatAmount(cost),
    revenue: formatAmount(revenue),
    margin: formatAmount(subtractMoney(revenue, cost)),
  }
}

/** `part` of `whole` as a share from 0 to 1; null when the whole is nothing. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.min(part / whole, 1)
}

/** Figures with their rates: delivered of sent, clicked of delivered. */
export function totalsOf(figures: ReportFigures): ReportTotals {
  return {
    ...figures,
    delivery_rate: rateOf(figures.delivered, figures.sent),
    click_rate: rateOf(figures.clicked, figures.delivered),
  }
}

import type { ReportFigures, ReportTotals } from '../../../../../src/contract/campaign-reports'
import { moneyText, rateOf } from './money'
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

/** A row of `figureColumns` as the API writes figures. */
export function figuresOf(row: FigureRow): ReportFigures {
  return {
    queued: Number(row.queued),
    sent: Number(row.sent),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
    cancelled: Number(row.cancelled),
    clicked: Number(row.clicked),
    replied: Number(row.replied),
    cost: moneyText(row.cost),
    revenue: moneyText(row.revenue),
    margin: moneyText(row.margin),
  }
}

/** Figures with their rates: delivered of sent, clicked of delivered. */
export function totalsOf(figures: ReportFigures): ReportTotals {
  return {
    ...figures,
    delivery_rate: rateOf(figures.delivered, figures.sent),
    click_rate: rateOf(figures.clicked, figures.delivered),
  }
}

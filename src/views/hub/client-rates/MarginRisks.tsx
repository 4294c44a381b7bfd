import type { ClientMarginRisk } from '../../../contract/client-rate'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'

/** The column's header in the change set's review. */
export function useMarginRiskHeader(): string {
  return useMessages(messages)('risks.column')
}

/**
 * The clients a proposed vendor rate would put into a loss or under their minimum margin (a rate
 * change set's review), worst first.
 */
export function MarginRisks({ risks }: { risks: readonly ClientMarginRisk[] }) {
  const t = useMessages(messages)
  if (risks.length === 0) return <span className={listStyles.muted}>{t('risks.none')}</span>
  return (
    <ul>
      {risks.map((risk) => (
        <li
          key={risk.client_id}
          className={listStyles.statusTone[risk.loss ? 'danger' : 'warning']}
        >
          {t(risk.loss ? 'risks.loss' : 'risks.belowMin', {
            client: risk.client_name,
            margin: risk.margin,
            currency: risk.currency,
            price: risk.price,
          })}
        </li>
      ))}
    </ul>
  )
}

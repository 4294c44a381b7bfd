import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'

/** The three client-rate screens, side by side. */
export function ClientRatesNav() {
  const t = useMessages(messages)
  return (
    <nav aria-label={t('nav.rates')} className={listStyles.toolbar}>
      <Link href="/hub/routing/client/rates">{t('nav.rates')}</Link>
      <Link href="/hub/routing/client/rates/rules">{t('nav.rules')}</Link>
      <Link href="/hub/routing/client/settings">{t('nav.settings')}</Link>
    </nav>
  )
}

import messages from '../../../messages/enrichment/catalogue'
import { useMessages } from '../../../messages/useMessages'

/** A serving network as people read it: its name with MCC and MNC, or the codes alone. */
export function useNetworkText() {
  const t = useMessages(messages)
  return (name: string | null, mcc: string | null, mnc: string | null) =>
    mcc === null || mnc === null
      ? ''
      : name
        ? t('network', { name, mcc, mnc })
        : t('networkCode', { mcc, mnc })
}

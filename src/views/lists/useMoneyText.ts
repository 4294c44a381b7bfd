import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { createMoneyDisplay } from '../../contract/money-display'

/**
 * Formats the API's decimal money text in the interface's locale with its currency (the team's,
 * unless another is given), through the money module: two decimals at least and a unit price's
 * four at most, never by way of a float.
 */
export function useMoneyText() {
  const { locale } = useLocale()
  return useMemo(() => createMoneyDisplay(locale), [locale])
}

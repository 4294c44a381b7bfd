import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { countryChoices } from '../../../contract/country-names'
import { failureMessage } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { LazySelect } from '../../../design/LazySelect'
import { TextField } from '../../../design/TextField'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-networks/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useListFilters } from '../../lists/useListFilters'
import { useCanWrite } from '../../session/useCanWrite'
import { NetworkForm } from './NetworkForm'
import { NetworkList } from './NetworkList'
import { networksApi } from './networksApi'
import type { NetworksSearch } from './networksSearch'

const route = getRouteApi('/_default/_verified/sms/routing/routes/networks')
const anyCountry = 'any'

/**
 * /sms/routing/routes/networks: the team's mobile networks by MCC and MNC with their number
 * prefixes, searched and filtered by country in the URL. Writers add, edit (`?edit=`) and delete
 * them, and load the shipped reference list into the team's own.
 */
export function NetworksScreen() {
  const t = useMessages(messages)
  const { networks, editing } = route.useLoaderData()
  const search = route.useSearch()
  const { canWrite, role } = useCanWrite()
  const filtered = Boolean(search.q || search.country)
  const teamHasNone = networks.ok && networks.data.meta.total === 0 && !filtered
  return (
    <PageFrame subject={null}>
      <div className={listStyles.section}>
        {canWrite ? (
          <NetworkForm key={editing?.id ?? 'new'} network={editing} />
        ) : (
          <p className={listStyles.muted}>{t('screen.readOnly', { role })}</p>
        )}
        <section aria-labelledby="networks-title" className={listStyles.section}>
          <h2 id="networks-title" className={listStyles.sectionTitle}>
            {t('list.title')}
          </h2>
          <NetworkFilters search={search} />
          <NetworkList
            result={networks}
            canWrite={canWrite}
            empty={
              teamHasNone ? (
                <span className={listStyles.section}>
                  {t('list.emptyTeam')}
                  {canWrite && <LoadReference />}
                </span>
              ) : (
                t('list.empty')
              )
            }
          />
          {canWrite && !teamHasNone && <LoadReference />}
        </section>
      </div>
    </PageFrame>
  )
}

/** The search box (operator or MCC) and the country filter, both kept in the URL. */
function NetworkFilters({ search }: { search: NetworksSearch }) {
  const t = useMessages(messages)
  const { set, submitSearch } = useListFilters<{ q?: string; country?: string }>()
  const { locale } = useLocale()
  const countries = useMemo(
    () => [{ id: anyCountry, name: t('filter.anyCountry') }, ...countryChoices(locale)],
    [locale, t],
  )
  return (
    <div className={listStyles.toolbar}>
      <form className={listStyles.searchForm} onSubmit={submitSearch}>
        <TextField
          key={search.q ?? ''}
          name="q"
          type="search"
          label={t('filter.search')}
          defaultValue={search.q ?? ''}
        />
        <Button type="submit">{t('filter.searchButton')}</Button>
      </form>
      <LazySelect
        label={t('filter.country')}
        options={countries}
        selectedKey={search.country ?? anyCountry}
        onSelectionChange={(key) =>
          void set({ country: key === anyCountry ? undefined : String(key) })
        }
      />
      {(search.q || search.country) && (
        <Button onPress={() => void set({ q: undefined, country: undefined })}>
          {t('filter.clear')}
        </Button>
      )}
    </div>
  )
}

/**
 * Loads the shipped reference networks the team lacks (the button is busy meanwhile), then says
 * how many were added.
 */
function LoadReference() {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const problemText = useProblemText()
  const load = async () => {
    const outcome = await networksApi.loadReference()
    if (!outcome.ok) {
      notify.notify({ type: 'danger', message: problemText(failureMessage(outcome)) })
      return
    }
    notify.notify({ type: 'success', message: t('reference.loaded', outcome.data) })
    await router.invalidate()
  }
  return (
    <div>
      <Button tone="primary" onPress={load}>
        {t('reference.load')}
      </Button>
      <p className={listStyles.muted}>{t('reference.hint')}</p>
    </div>
  )
}

export function NetworksPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

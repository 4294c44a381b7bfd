import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { type AppLocale, appLocales } from '../../contract/constants'
import { toastDurationNames, toastScaleOf } from '../../contract/user'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import { ChoiceGroup, ThemeSwitcher } from '../../design/ThemeSwitcher'
import {
  createPreferencesActors,
  preferencesMachine,
  selectPreferencesProblem,
  selectPreferencesStatus,
} from '../../machines/preferences'
import { selectUser } from '../../machines/session'
import messages, { type Key } from '../../messages/account/catalogue'
import type { Translate } from '../../messages/catalogue'
import { useProblemText } from '../../messages/common/problemText'
import { useMessages } from '../../messages/useMessages'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useNotify } from '../../services/NotifyProvider'
import { authApi } from '../../services/session'
import { applyPreferences } from '../preferences/applyPreferences'
import { useAppLocale } from '../preferences/useAppLocale'
import { useSession, useSessionSelector } from '../session/useSession'
import * as styles from './account.css'

/**
 * Each language by its own name, then in the interface's language when that differs, so it can
 * be found whichever is shown: "العربية (Arabic)" in English, "English (الإنجليزية)" in Arabic.
 */
function localeChoices(t: Translate<Key>, current: AppLocale): Record<AppLocale, string> {
  const ours = new Intl.DisplayNames([current], { type: 'language' })
  return Object.fromEntries(
    appLocales.map((locale) => {
      const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
      const inOurs = ours.of(locale) ?? locale
      return [locale, own === inOurs ? own : t('preferences.languageName', { own, ours: inOurs })]
    }),
  ) as Record<AppLocale, string>
}

const toastDurationLabel = (t: Translate<Key>, name: string) => {
  const scale = toastScaleOf(name)
  if (!Number.isFinite(scale)) return t('preferences.untilClosed')
  return scale === 1 ? t('preferences.standard') : t('preferences.scaled', { scale })
}
const toastDurationLabels = (t: Translate<Key>) =>
  Object.fromEntries(toastDurationNames.map((name) => [name, toastDurationLabel(t, name)]))
const [standardToastDuration = ''] = toastDurationNames

/**
 * /my-account/preferences: the language (Arabic and Persian turn the page right to left), the
 * theme and how long messages stay. Each choice applies at once and is saved to the account,
 * so it follows the person to other browsers.
 */
export function PreferencesPanel() {
  const t = useMessages(messages)
  const session = useSession()
  const notifier = useNotify()
  const user = useSessionSelector(selectUser)
  const locale = useAppLocale()
  const [toastDuration, setToastDuration] = useState(
    user?.preferences?.toast_duration ?? standardToastDuration,
  )
  const [hasChosen, setHasChosen] = useState(false)
  const preferences = useJournaledActorRef(
    preferencesMachine.provide({
      actors: createPreferencesActors({
        save: (changes, signal) => authApi.updateUser({ preferences: changes }, signal),
      }),
      actions: {
        applyChanges: (_, { changes }) => applyPreferences(changes, notifier),
        reportSaved: (_, { user: saved }) =>
          session.send({ type: 'session.userChanged', user: saved }),
      },
    }),
  )
  const status = useSelector(preferences, selectPreferencesStatus)
  const problem = useSelector(preferences, selectPreferencesProblem)
  const problemText = useProblemText()
  const choose = (changes: Parameters<typeof applyPreferences>[0]) => {
    setHasChosen(true)
    preferences.send({ type: 'preferences.change', changes })
  }

  return (
    <div className={styles.panel}>
      <ChoiceGroup
        label={t('preferences.language')}
        labels={localeChoices(t, locale)}
        value={locale}
        onChange={(chosen) => choose({ locale: chosen })}
      />
      <ThemeSwitcher onChange={(theme) => choose({ theme })} />
      <ChoiceGroup
        label={t('preferences.toastDuration')}
        labels={toastDurationLabels(t)}
        value={toastDuration}
        onChange={(chosen) => {
          setToastDuration(chosen)
          choose({ toast_duration: chosen })
        }}
      />
      {problem ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('preferences.notSavedTitle')}
          actions={
            <Button onPress={() => preferences.send({ type: 'preferences.retry' })}>
              {t('preferences.retry')}
            </Button>
          }
        >
          {t('preferences.notSaved', { problem: problemText(problem) })}
        </Notice>
      ) : null}
      <p role="status" className={styles.status}>
        {status === 'saving'
          ? t('preferences.saving')
          : hasChosen && status === 'saved'
            ? t('preferences.saved')
            : ''}
      </p>
    </div>
  )
}

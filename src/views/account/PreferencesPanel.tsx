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
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useNotify } from '../../services/NotifyProvider'
import { authApi } from '../../services/session'
import { applyPreferences } from '../preferences/applyPreferences'
import { useAppLocale } from '../preferences/useAppLocale'
import { useSession, useSessionSelector } from '../session/useSession'
import * as styles from './account.css'

/** Each language by its own name, then ours, so it can be found whichever is shown. */
const localeLabels: Record<AppLocale, string> = {
  en: 'English',
  ar: 'العربية (Arabic)',
  fa: 'فارسی (Persian)',
}

const toastDurationLabel = (name: string) => {
  const scale = toastScaleOf(name)
  if (!Number.isFinite(scale)) return 'Until I close them'
  return scale === 1 ? 'Standard' : `${scale} times as long`
}
const toastDurationLabels = Object.fromEntries(
  toastDurationNames.map((name) => [name, toastDurationLabel(name)]),
)
const [standardToastDuration = ''] = toastDurationNames
const localeChoices = Object.fromEntries(
  appLocales.map((locale) => [locale, localeLabels[locale]]),
) as Record<AppLocale, string>

/**
 * /my-account/preferences: the language (Arabic and Persian turn the page right to left), the
 * theme and how long messages stay. Each choice applies at once and is saved to the account,
 * so it follows the person to other browsers.
 */
export function PreferencesPanel() {
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
  const choose = (changes: Parameters<typeof applyPreferences>[0]) => {
    setHasChosen(true)
    preferences.send({ type: 'preferences.change', changes })
  }

  return (
    <div className={styles.panel}>
      <ChoiceGroup
        label="Language"
        labels={localeChoices}
        value={locale}
        onChange={(chosen) => choose({ locale: chosen })}
      />
      <ThemeSwitcher onChange={(theme) => choose({ theme })} />
      <ChoiceGroup
        label="How long messages stay on screen"
        labels={toastDurationLabels}
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
          title="Your preferences were not saved"
          actions={
            <Button onPress={() => preferences.send({ type: 'preferences.retry' })}>
              Try again
            </Button>
          }
        >
          {problem} They apply in this browser until you try again.
        </Notice>
      ) : null}
      <p role="status" className={styles.status}>
        {status === 'saving'
          ? 'Saving…'
          : hasChosen && status === 'saved'
            ? 'Saved to your account.'
            : ''}
      </p>
    </div>
  )
}

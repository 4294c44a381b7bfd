import { Label, Radio, RadioGroup } from 'react-aria-components'
import type { ThemePrimary } from '../contract/constants'
import type { Translate } from '../messages/catalogue'
import designMessages, { type Key as DesignKey } from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import type { ColorSchemePreference, ThemePreference } from '../services/theme'
import { classNames } from './classNames'
import { fieldLabel } from './fieldLabel.css'
import { focusRing } from './focusRing.css'
import * as styles from './ThemeSwitcher.css'
import { useThemePreference } from './useThemePreference'

const schemeLabels: Record<ColorSchemePreference, DesignKey> = {
  light: 'themeSwitcher.light',
  dark: 'themeSwitcher.dark',
  system: 'themeSwitcher.system',
}

const primaryLabels: Record<ThemePrimary, DesignKey> = {
  green: 'themeSwitcher.green',
  sky: 'themeSwitcher.sky',
}

const translated = <Choice extends string>(
  t: Translate<DesignKey>,
  labels: Record<Choice, DesignKey>,
) =>
  Object.fromEntries(
    Object.entries<DesignKey>(labels).map(([choice, key]) => [choice, t(key)]),
  ) as Record<Choice, string>

export interface ChoiceGroupProps<Choice extends string> {
  label: string
  labels: Record<Choice, string>
  value: Choice
  onChange: (value: Choice) => void
}

/** One choice out of a few, as radio buttons in a row (arrow keys move between them). */
export function ChoiceGroup<Choice extends string>({
  label,
  labels,
  value,
  onChange,
}: ChoiceGroupProps<Choice>) {
  const choices = Object.keys(labels) as Choice[]
  return (
    <RadioGroup
      className={styles.group}
      orientation="horizontal"
      value={value}
      onChange={(picked) => onChange(picked as Choice)}
    >
      <Label className={fieldLabel}>{label}</Label>
      <div className={styles.options}>
        {choices.map((choice) => (
          <Radio key={choice} value={choice} className={classNames(styles.option, focusRing)}>
            <span className={styles.indicator} aria-hidden="true" />
            {labels[choice]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}

export interface ThemeSwitcherProps {
  /** Told each choice once applied and remembered here (the account keeps it too). */
  onChange?: (preference: ThemePreference) => void
}

/** The appearance settings: colour scheme and theme colour, applied at once and remembered. */
export function ThemeSwitcher({ onChange }: ThemeSwitcherProps = {}) {
  const t = useMessages(designMessages)
  const { preference, setPreference } = useThemePreference()
  const choose = (next: ThemePreference) => {
    setPreference(next)
    onChange?.(next)
  }
  return (
    <div className={styles.switcher}>
      <ChoiceGroup
        label={t('themeSwitcher.scheme')}
        labels={translated(t, schemeLabels)}
        value={preference.scheme}
        onChange={(scheme) => choose({ ...preference, scheme })}
      />
      <ChoiceGroup
        label={t('themeSwitcher.primary')}
        labels={translated(t, primaryLabels)}
        value={preference.primary}
        onChange={(primary) => choose({ ...preference, primary })}
      />
    </div>
  )
}

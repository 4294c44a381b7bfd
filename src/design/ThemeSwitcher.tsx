import { Label, Radio, RadioGroup } from 'react-aria-components'
import type { ThemePrimary } from '../contract/constants'
import type { ColorSchemePreference, ThemePreference } from '../services/theme'
import { classNames } from './classNames'
import { fieldLabel } from './fieldLabel.css'
import { focusRing } from './focusRing.css'
import * as styles from './ThemeSwitcher.css'
import { useThemePreference } from './useThemePreference'

const schemeLabels: Record<ColorSchemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
}

const primaryLabels: Record<ThemePrimary, string> = { green: 'Green', sky: 'Sky' }

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
  const { preference, setPreference } = useThemePreference()
  const choose = (next: ThemePreference) => {
    setPreference(next)
    onChange?.(next)
  }
  return (
    <div className={styles.switcher}>
      <ChoiceGroup
        label="Colour scheme"
        labels={schemeLabels}
        value={preference.scheme}
        onChange={(scheme) => choose({ ...preference, scheme })}
      />
      <ChoiceGroup
        label="Theme colour"
        labels={primaryLabels}
        value={preference.primary}
        onChange={(primary) => choose({ ...preference, primary })}
      />
    </div>
  )
}

import { Label, Radio, RadioGroup } from 'react-aria-components'
import type { ThemePrimary } from '../contract/constants'
import type { ColorSchemePreference } from '../services/theme'
import { classNames } from './classNames'
import { focusRing } from './focusRing.css'
import * as styles from './ThemeSwitcher.css'
import { useThemePreference } from './useThemePreference'

const schemeLabels: Record<ColorSchemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
}

const primaryLabels: Record<ThemePrimary, string> = { green: 'Green', sky: 'Sky' }

interface ChoiceGroupProps<Choice extends string> {
  label: string
  labels: Record<Choice, string>
  value: Choice
  onChange: (value: Choice) => void
}

function ChoiceGroup<Choice extends string>({
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
      <Label className={styles.label}>{label}</Label>
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

/** The appearance settings: colour scheme and theme colour, applied at once and remembered. */
export function ThemeSwitcher() {
  const { preference, setPreference } = useThemePreference()
  return (
    <div className={styles.switcher}>
      <ChoiceGroup
        label="Colour scheme"
        labels={schemeLabels}
        value={preference.scheme}
        onChange={(scheme) => setPreference({ ...preference, scheme })}
      />
      <ChoiceGroup
        label="Theme colour"
        labels={primaryLabels}
        value={preference.primary}
        onChange={(primary) => setPreference({ ...preference, primary })}
      />
    </div>
  )
}

import { useState } from 'react'
import designMessages from '../messages/design-fields/catalogue'
import { useMessages } from '../messages/useMessages'
import * as styles from './TextField.css'

/** From this share of the limit on, the count shows: further from it, it would be noise. */
const nearShare = 0.8

interface CountedProps {
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  maxLength?: number
}

/**
 * A field with `maxLength` stops taking characters at the limit: near it, it says how many are
 * left as the person types (announced politely), so the cut is never silent. Works for
 * controlled (`value`) and uncontrolled (`defaultValue`) fields alike.
 */
export function useCharacterCount({ value, defaultValue, onChange, maxLength }: CountedProps) {
  const [typed, setTyped] = useState(defaultValue ?? '')
  const length = (value ?? typed).length
  const isNear = maxLength !== undefined && length >= maxLength * nearShare
  return {
    onChange: (next: string) => {
      setTyped(next)
      onChange?.(next)
    },
    count: isNear ? <CharacterCount length={length} max={maxLength} /> : null,
  }
}

function CharacterCount({ length, max }: { length: number; max: number }) {
  const t = useMessages(designMessages)
  return (
    <p className={styles.characterCount} aria-live="polite">
      {t('characterCount.left', { remaining: Math.max(0, max - length), max })}
    </p>
  )
}

import { useEffect, useRef, useState } from 'react'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'

/** Typing settles this long before the list is asked again: one call per pause, not per key. */
export const searchDebounceMs = 300

/**
 * The free-text search (names, phone digits, email). What is typed shows at once; the list
 * follows after a pause. A search changed from elsewhere (back button, a cleared filter)
 * replaces the text.
 */
export function SearchBox({
  value,
  onSearch,
  className,
}: {
  value: string
  onSearch: (text: string) => void
  className?: string
}) {
  const t = useMessages(messages)
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  const latest = useRef(onSearch)
  latest.current = onSearch

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim()), searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <TextField
      className={className}
      type="search"
      label={t('search.label')}
      description={t('search.hint')}
      value={text}
      onChange={setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') latest.current(text.trim())
      }}
    />
  )
}

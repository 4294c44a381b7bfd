import { type ComponentType, useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { fieldLabel } from './fieldLabel.css'
import { Icon } from './Icon'
import type { SelectProps } from './Select'
import * as styles from './Select.css'

let loaded: ComponentType<SelectProps> | null = null
let loading: Promise<ComponentType<SelectProps>> | null = null
const loadSelect = () => {
  loading ??= import('./Select').then(
    (module) => (loaded = module.Select),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * A Select whose React Aria code (its collection, list box and popover: a sixth of a list page's
 * first load) is fetched on the first sign of intent, hovering, focusing or pressing it. Until
 * then it is drawn as the closed Select draws itself, named the same; a press made before the
 * code is there opens the list once it is, and the focus stays on the field. For a choice the page
 * holds in its state (a list's order, a filter): it sends nothing with a form.
 */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState(() => loaded)
  const intent = useRef({ focused: false, pressed: false })
  const [isOpen, setOpen] = useState(false)
  const labelId = useId()
  const valueId = useId()
  // An early press opens the list only once the real trigger holds the focus (its autofocus runs
  // in the child's effect, before this one): the list gives the focus back to whatever had it
  // when it opened, and opened at once that would be the placeholder, gone by then.
  useEffect(() => {
    if (Select && intent.current.pressed) {
      intent.current.pressed = false
      setOpen(true)
    }
  }, [Select])
  if (Select)
    return (
      <Select
        {...props}
        autoFocus={props.autoFocus || intent.current.focused || intent.current.pressed}
        isOpen={props.isOpen ?? isOpen}
        onOpenChange={(open) => {
          setOpen(open)
          props.onOpenChange?.(open)
        }}
      />
    )
  const want = () =>
    void loadSelect().then(
      (component) => setSelect(() => component),
      // Fetched again on the next sign of intent.
      () => undefined,
    )
  const { label, options, description, selectedKey, isDisabled } = props
  const chosen = options.find((option) => option.id === selectedKey)
  return (
    <div className={styles.field} data-disabled={isDisabled || undefined}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <Button
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        isDisabled={isDisabled}
        onHoverStart={want}
        onFocus={() => {
          intent.current.focused = true
          want()
        }}
        onBlur={() => {
          intent.current.focused = false
        }}
        onPressStart={() => {
          intent.current.pressed = true
          want()
        }}
      >
        <span id={valueId} className={styles.placeholder}>
          {chosen?.name}
        </span>
        <Icon name="lucide:chevron-down" />
      </Button>
      {description && <span className={styles.description}>{description}</span>}
    </div>
  )
}

import { useSelector } from '@xstate/react'
import { type ReactNode, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { type ButtonSize, button as buttonConstants } from '../contract/signInConstants'
import {
  createPushButtonActors,
  pushButtonMachine,
  selectPushButtonStatus,
} from '../machines/pushButton'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import * as styles from './Button.css'
import type { ButtonTone, ButtonVariant } from './buttonPalette'
import { classNames } from './classNames'
import { Spinner } from './Spinner'

export type { ButtonTone, ButtonVariant } from './buttonPalette'

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'onPress' | 'isPending' | 'style'> {
  children: ReactNode
  /** @default 'm' */
  size?: ButtonSize
  /** The colour. @default 'neutral' */
  tone?: ButtonTone
  /** How the colour is worn. @default 'outline' */
  variant?: ButtonVariant
  /** The owner marks the button busy: wait cursor, spinner, aria-busy, presses ignored. */
  isBusy?: boolean
  /** A returned promise keeps the button busy until it settles. */
  onPress?: () => unknown
  className?: string
  ref?: Ref<HTMLButtonElement>
}

/**
 * The app's one button: the push-button machine (active, disabled, busy) rendered by React
 * Aria's Button.
 */
export function Button({
  children,
  size = buttonConstants.defaultSize,
  tone,
  variant,
  isBusy = false,
  isDisabled = false,
  onPress,
  className,
  ref,
  ...props
}: ButtonProps) {
  const onPressRef = useRef(onPress)
  onPressRef.current = onPress
  const [logic] = useState(() =>
    pushButtonMachine.provide({
      actors: createPushButtonActors({ onPress: () => onPressRef.current?.() }),
    }),
  )
  const actor = useJournaledActorRef(logic)
  const status = useSelector(actor, selectPushButtonStatus)

  // Layout effects, so a button that starts disabled or busy is never painted usable. Only a
  // change is sent: a page of buttons mounting fills the journal with nothing otherwise.
  useLayoutEffect(() => {
    const disabled = actor.getSnapshot().matches({ availability: 'disabled' })
    if (isDisabled !== disabled)
      actor.send({ type: isDisabled ? 'pushButton.disable' : 'pushButton.enable' })
  }, [actor, isDisabled])
  useLayoutEffect(() => {
    const held = actor.getSnapshot().matches({ work: 'held' })
    if (isBusy !== held) actor.send({ type: isBusy ? 'pushButton.hold' : 'pushButton.release' })
  }, [actor, isBusy])

  const busy = status === 'busy'
  // React Aria's Button passes no aria-busy through, so it is set on the element itself.
  const element = useRef<HTMLButtonElement | null>(null)
  useLayoutEffect(() => {
    if (busy) element.current?.setAttribute('aria-busy', 'true')
    else element.current?.removeAttribute('aria-busy')
  }, [busy])
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )

  return (
    <AriaButton
      {...props}
      ref={setRef}
      // Undefined rather than false, so a slot's own disabling (a calendar's last month) holds.
      isDisabled={status === 'disabled' || undefined}
      // Not React Aria's isPending: its announcement points at the button by id and outlives a
      // button that goes away with its page (axe: role-img-alt). The machine ignores presses
      // while busy, and aria-busy says so.
      data-status={status}
      onPress={() => actor.send({ type: 'pushButton.press' })}
      className={classNames(styles.button({ tone, variant, size }), className)}
    >
      {busy && <Spinner />}
      {children}
    </AriaButton>
  )
}

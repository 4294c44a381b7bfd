declare global {
  interface Window {
    /** Set once the app has taken a prerendered page over (see scripts/build/prerender.mjs). */
    switchboardHydrated?: boolean
    /** A form sent on a prerendered page before the app took it over, and its submit button. */
    switchboardEarlySubmit?: [HTMLFormElement, HTMLElement | null]
    /** The plain buttons pressed on a prerendered page before the app took it over, in order. */
    switchboardEarlyPresses?: HTMLElement[]
  }
}

/** The attribute the prerendered page's inline script marks the fields it made read-only with. */
export const heldFieldAttribute = 'data-held-until-hydrated'

/**
 * Until the app has a prerendered page, its inline script keeps its fields read-only (what was
 * typed there would be lost to React's state) and holds a form sent (which would go to the server
 * as a query, the password with it) and the presses on its other buttons (Appearance, Show
 * password), which nothing answers yet. Once the app has the page: the fields take typing, the
 * held presses are made again, in order, and a held form is sent again, through the app this time.
 */
export function releaseHeldForm(target: Window = window) {
  target.switchboardHydrated = true
  for (const field of target.document.querySelectorAll(`[${heldFieldAttribute}]`)) {
    field.removeAttribute('readonly')
    field.removeAttribute(heldFieldAttribute)
  }
  const presses = target.switchboardEarlyPresses ?? []
  const early = target.switchboardEarlySubmit
  target.switchboardEarlyPresses = undefined
  target.switchboardEarlySubmit = undefined
  // A task later: the app's first commit can leave a part of the page (a route that suspended
  // for a moment) to be taken over just after it, and a press there before that goes unheard.
  target.setTimeout(() => {
    // A click without a pointer: React Aria takes it as a press by keyboard or assistive technology.
    for (const button of presses) if (button.isConnected) button.click()
    if (early?.[0].isConnected) early[0].requestSubmit(early[1])
  })
}

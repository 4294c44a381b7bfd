declare global {
  interface Window {
    /** Set once the app has taken a prerendered page over (see scripts/build/prerender.mjs). */
    switchboardHydrated?: boolean
    /** A form sent on a prerendered page before the app took it over, and its submit button. */
    switchboardEarlySubmit?: [HTMLFormElement, HTMLElement | null]
  }
}

/** The attribute the prerendered page's inline script marks the fields it made read-only with. */
export const heldFieldAttribute = 'data-held-until-hydrated'

/**
 * Until the app has a prerendered page, its inline script keeps its fields read-only (what was
 * typed there would be lost to React's state) and holds a form sent (which would go to the server
 * as a query, the password with it). Once the app has the page: the fields take typing, and a
 * held form is sent again, through the app this time.
 */
export function releaseHeldForm(target: Window = window) {
  target.switchboardHydrated = true
  for (const field of target.document.querySelectorAll(`[${heldFieldAttribute}]`)) {
    field.removeAttribute('readonly')
    field.removeAttribute(heldFieldAttribute)
  }
  const early = target.switchboardEarlySubmit
  target.switchboardEarlySubmit = undefined
  if (early?.[0].isConnected) early[0].requestSubmit(early[1])
}

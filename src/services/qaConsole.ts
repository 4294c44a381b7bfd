import type { SessionActorRef } from '../machines/session'
import type { HttpClient } from './http/client'

/** Set to '1' in local storage (by QA, by the end-to-end tests) to get `window.switchboardQa`. */
export const qaConsoleFlag = 'switchboard.qa'

export interface QaConsole {
  /** The app's own HTTP client: requests made here go through its refresh and catalogue. */
  api: HttpClient
  session: SessionActorRef
}

declare global {
  interface Window {
    switchboardQa?: QaConsole
  }
}

/**
 * A console handle for QA and the end-to-end tests, off unless asked for: with it, many calls
 * can be fired at once through the real client (the single-flight refresh is checked this way)
 * and the session actor's state read. It holds nothing a script on the page could not reach.
 */
export function installQaConsole(target: Window, console: QaConsole): void {
  if (target.localStorage.getItem(qaConsoleFlag) === '1') target.switchboardQa = console
}

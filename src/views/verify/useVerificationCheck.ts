import { useState } from 'react'
import { selectIsReloadingUser, selectVerification } from '../../machines/session'
import { useSession, useSessionSelector } from '../session/useSession'

/**
 * "I have verified my address": asks the server for the user again. Verified, the page moves on
 * by itself; not yet, `notYet` says so once the answer is in. `asked` counts the presses, so a
 * second press announces the answer again.
 */
export function useVerificationCheck() {
  const session = useSession()
  const isChecking = useSessionSelector(selectIsReloadingUser)
  const verification = useSessionSelector(selectVerification)
  const [asked, setAsked] = useState(0)
  return {
    check: () => {
      setAsked((count) => count + 1)
      session.send({ type: 'session.reload' })
    },
    asked,
    notYet: asked > 0 && !isChecking && verification !== 'verified',
  }
}

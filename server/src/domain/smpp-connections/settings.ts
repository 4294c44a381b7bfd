import type { SmppConnection } from '../../adapters/carrier/smpp/connection-url'
import type { smppConnections } from '../../db/schema'
import { openSecret } from '../security/sealed-secret'

/** What the sealed SMPP passwords are sealed for (sealed-secret.ts keeps each use's key apart). */
export const smppPasswordPurpose = 'smpp-password'

export type SmppConnectionRow = typeof smppConnections.$inferSelect

/** The SMPP client's settings of a stored connection, or why there are none. */
export function settingsOf(
  row: SmppConnectionRow,
  appKey: string,
): { ok: true; connection: SmppConnection } | { ok: false; error: string } {
  const password =
    row.passwordSealed === null ? '' : openSecret(appKey, smppPasswordPurpose, row.passwordSealed)
  if (password === null)
    return {
      ok: false,
      error: 'The stored password cannot be opened (the application key changed): enter it again.',
    }
  return {
    ok: true,
    connection: {
      host: row.host,
      port: row.port,
      tls: row.tls,
      systemId: row.systemId,
      password,
      systemType: row.systemType,
      window: row.window,
      bindMode: row.bindMode,
    },
  }
}

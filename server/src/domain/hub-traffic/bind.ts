import { BlockList, isIPv6 } from 'node:net'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { hubEndpoints } from '../../db/schema'
import { isCompanyActive } from '../companies/checks'
import { verifyPassword } from '../security/passwords'

export type BoundEndpoint = Pick<
  typeof hubEndpoints.$inferSelect,
  'id' | 'teamId' | 'companyId' | 'routingPlanId' | 'tps' | 'systemId'
>

/** Whether the address is one of the allow-list's addresses or ranges (an empty list allows all). */
export function ipAllowed(allowed: readonly string[], address: string): boolean {
  if (allowed.length === 0) return true
  // A v4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  const family = isIPv6(plain) ? 'ipv6' : 'ipv4'
  const list = new BlockList()
  for (const entry of allowed) {
    const [ip = '', bits] = entry.split('/')
    const type = isIPv6(ip) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(ip, type)
    else list.addSubnet(ip, Number(bits), type)
  }
  return list.check(plain, family)
}

/**
 * The endpoint a bind names, when its password is right, it is active, its company is active
 * and the caller's address is allowed; null otherwise (the listener answers ESME_RBINDFAIL
 * without saying which, so a bind cannot probe system_ids). A system_id is unique within a team
 * only: the password tells two teams' alike ids apart.
 */
export async function bindEndpoint(
  db: Database,
  bind: { systemId: string; password: string; address: string },
): Promise<BoundEndpoint | null> {
  const rows = await db
    .select()
    .from(hubEndpoints)
    .where(and(eq(hubEndpoints.systemId, bind.systemId), eq(hubEndpoints.protocol, 'smpp')))
  for (const row of rows) {
    if (!row.passwordHash || !(await verifyPassword(bind.password, row.passwordHash))) continue
    if (row.status !== 'active') return null
    if (!ipAllowed(row.allowedIps, bind.address)) return null
    if (!(await isCompanyActive(db, row.teamId, row.companyId))) return null
    return row
  }
  return null
}

/** SMPP 3.4 command_status values (section 5.1.3) the client names in its errors. */
export const statuses = {
  ESME_ROK: 0x00,
  ESME_RINVMSGLEN: 0x01,
  ESME_RINVCMDLEN: 0x02,
  ESME_RINVCMDID: 0x03,
  ESME_RINVBNDSTS: 0x04,
  ESME_RALYBND: 0x05,
  ESME_RSYSERR: 0x08,
  ESME_RINVSRCADR: 0x0a,
  ESME_RINVDSTADR: 0x0b,
  ESME_RBINDFAIL: 0x0d,
  ESME_RINVPASWD: 0x0e,
  ESME_RINVSYSID: 0x0f,
  ESME_RMSGQFUL: 0x14,
  ESME_RINVESMCLASS: 0x43,
  ESME_RSUBMITFAIL: 0x45,
  ESME_RINVSRCTON: 0x48,
  ESME_RINVDSTTON: 0x50,
  ESME_RTHROTTLED: 0x58,
  ESME_RX_T_APPN: 0x64,
  ESME_RX_P_APPN: 0x65,
  ESME_RX_R_APPN: 0x66,
  ESME_RUNKNOWNERR: 0xff,
} as const

const names = new Map<number, string>(Object.entries(statuses).map(([name, code]) => [code, name]))

/** "ESME_RTHROTTLED (0x58)", or the bare code for one without a name here. */
export const describeStatus = (status: number) => {
  const hex = `0x${status.toString(16).padStart(2, '0')}`
  const name = names.get(status)
  return name ? `${name} (${hex})` : `status ${hex}`
}

/**
 * Refusals that say "not now" rather than "never": the SMSC is busy, throttling or failing, or
 * the session is not bound. The client throws on these so the engine tries the message again
 * later; every other refusal fails the message (a bad number, a refused sender).
 */
const transient = new Set<number>([
  statuses.ESME_RINVBNDSTS,
  statuses.ESME_RSYSERR,
  statuses.ESME_RMSGQFUL,
  statuses.ESME_RTHROTTLED,
  statuses.ESME_RX_T_APPN,
])

export const isTransient = (status: number) => transient.has(status)

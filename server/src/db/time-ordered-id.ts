import { randomFillSync } from 'node:crypto'

/** Random bytes drawn many ids at a time: one call into the generator per 256 ids. */
const pool = Buffer.alloc(16 * 256)
let poolOffset = pool.length
let lastMs = 0
let sequence = 0

const hex = (bytes: Buffer) => bytes.toString('hex')

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds first, then a 12-bit sequence (method 1
 * of the RFC, so ids made in one millisecond still ascend) and random bits. Rows keyed by it
 * join their indexes at the end instead of at random places: an import of many contacts
 * touches a few index pages instead of one page a row, which is what the id indexes of a large
 * table cost at import time. It is still a UUID, like every other id (DOMAIN.md).
 */
export function timeOrderedId(): string {
  let ms = Date.now()
  if (ms > lastMs) {
    lastMs = ms
    sequence = 0
  } else {
    sequence += 1
    // 4,096 ids in one millisecond: borrow the next millisecond rather than repeat an order.
    if (sequence > 0xfff) {
      lastMs += 1
      sequence = 0
    }
    ms = lastMs
  }
  if (poolOffset === pool.length) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16)
  poolOffset += 16
  bytes.writeUIntBE(ms, 0, 6)
  bytes[6] = 0x70 | (sequence >> 8)
  bytes[7] = sequence & 0xff
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const text = hex(bytes)
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

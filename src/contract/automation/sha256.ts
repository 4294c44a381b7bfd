/**
 * SHA-256 (FIPS 180-4) of a text's UTF-8 bytes, first 32 bits: a split's bucket. Written out
 * because the split must be chosen alike in the engine (Node) and in contract code that also
 * runs in the browser, where the Web Crypto digest is asynchronous. The engine chose arms by
 * SHA-256 before this module existed, so its contacts keep their arms.
 */

const rounds = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((word) => Number.parseInt(word, 16)),
)
const start = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]

const rotate = (value: number, by: number) => (value >>> by) | (value << (32 - by))

/** The message padded to whole 64-byte blocks, its bit length at the end. */
function padded(text: string): DataView {
  const bytes = new TextEncoder().encode(text)
  const length = Math.ceil((bytes.length + 9) / 64) * 64
  const block = new Uint8Array(length)
  block.set(bytes)
  block[bytes.length] = 0x80
  const view = new DataView(block.buffer)
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000))
  view.setUint32(length - 4, (bytes.length * 8) >>> 0)
  return view
}

/** The digest's first four bytes, big-endian, as Node's `digest().readUInt32BE(0)` reads them. */
export function sha256Head(text: string): number {
  const view = padded(text)
  const hash = [...start]
  const words = new Uint32Array(64)
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let index = 0; index < 16; index++) words[index] = view.getUint32(offset + index * 4)
    for (let index = 16; index < 64; index++) {
      const back2 = words[index - 2] ?? 0
      const back15 = words[index - 15] ?? 0
      const low = rotate(back2, 17) ^ rotate(back2, 19) ^ (back2 >>> 10)
      const high = rotate(back15, 7) ^ rotate(back15, 18) ^ (back15 >>> 3)
      words[index] = (low + (words[index - 7] ?? 0) + high + (words[index - 16] ?? 0)) >>> 0
    }
    let [a, b, c, d, e, f, g, h] = hash as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    for (let index = 0; index < 64; index++) {
      const sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      const choose = (e & f) ^ (~e & g)
      const first = (h + sum1 + choose + (rounds[index] ?? 0) + (words[index] ?? 0)) >>> 0
      const sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
      const majority = (a & b) ^ (a & c) ^ (b & c)
      h = g
      g = f
      f = e
      e = (d + first) >>> 0
      d = c
      c = b
      b = a
      a = (first + sum0 + majority) >>> 0
    }
    const next = [a, b, c, d, e, f, g, h]
    for (let index = 0; index < 8; index++)
      hash[index] = ((hash[index] ?? 0) + (next[index] ?? 0)) >>> 0
  }
  return hash[0] ?? 0
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets the server must give back to someone else (a vendor's SMPP password), stored sealed:
 * AES-256-GCM under a key derived from the application key, so a copy of the table alone holds
 * no usable password and a changed or tampered value fails to open rather than open wrong.
 * Written `v1.<iv>.<tag>.<ciphertext>` (base64url); `purpose` keeps keys of different uses apart.
 */
const keyOf = (appKey: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', appKey, '', `switchboard sealed secret: ${purpose}`, 32))

export function sealSecret(appKey: string, purpose: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(appKey, purpose), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The secret, or null when it cannot be opened (another key, or a damaged value). */
export function openSecret(appKey: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(appKey, purpose),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()])
    return plain.toString('utf8')
  } catch {
    return null
  }
}

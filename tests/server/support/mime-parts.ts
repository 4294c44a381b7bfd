/** Quoted-printable (RFC 2045) to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
function quotedPrintable(body: string): string {
  const text = body.replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3)
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else bytes.push(...Buffer.from(text[index] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The text of each text/* part of a MIME message, in order, decoded from its transfer encoding. */
export function textParts(data: string): string[] {
  return data.split(/\r\n--[^\r\n]+/).flatMap((part) => {
    const split = part.indexOf('\r\n\r\n')
    if (split < 0) return []
    const headers = part.slice(0, split)
    if (!/content-type:\s*text\//i.test(headers)) return []
    const body = part.slice(split + 4)
    const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase()
    if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString()]
    if (encoding === 'quoted-printable') return [quotedPrintable(body)]
    return [body]
  })
}

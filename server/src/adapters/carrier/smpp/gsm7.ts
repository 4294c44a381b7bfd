import {
  gsm7BasicTable,
  gsm7Escape,
  gsm7ExtensionCodes,
} from '../../../../../src/contract/sms-encoding'

/**
 * Text as GSM 03.38 septets, one per octet ("unpacked"): what data_coding 0 means to the SMSCs
 * this client is written for; the SMSC packs the septets for the air interface. Extension
 * characters are sent as ESC (0x1B) and their code, so each counts two septets. The tables are
 * the ones the part counter uses (src/contract/sms-encoding.ts).
 */
const basic = gsm7BasicTable
const extension = gsm7ExtensionCodes
const escapeCode = gsm7Escape

const basicCodes = new Map([...basic].map((char, code) => [char, code]))
basicCodes.delete(String.fromCharCode(escapeCode))
const extensionChars = new Map(Object.entries(extension).map(([char, code]) => [code, char]))

/** Each character's septets ([code] or [ESC, code]), or null when one has no GSM-7 code. */
export function gsm7Units(text: string): number[][] | null {
  const units: number[][] = []
  for (const char of text) {
    const code = basicCodes.get(char)
    if (code !== undefined) units.push([code])
    else if (extension[char] !== undefined) units.push([escapeCode, extension[char]])
    else return null
  }
  return units
}

/** Unpacked septets back to text (the fake SMSC reads what the client sent with it). */
export function decodeGsm7(septets: Buffer): string {
  let text = ''
  for (let index = 0; index < septets.length; index++) {
    const code = septets[index] ?? 0
    if (code === escapeCode) text += extensionChars.get(septets[++index] ?? 0) ?? ' '
    else text += basic[code] ?? '?'
  }
  return text
}

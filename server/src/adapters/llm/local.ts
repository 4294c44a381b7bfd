import { createHash } from 'node:crypto'
import type { LlmAdapter } from './llm'

/** Openings and closings the local adapter combines; placeholders pass through untouched. */
const openings = ['', 'Hi {first_name}, ', 'Good news: ', 'Quick note: ', 'Hello! ', 'Heads up: ']
const closings = ['', ' Reply STOP to opt out.', ' Limited time.', ' See you soon!', ' Thanks!']

const opening = /^(hi|hello|hey)\b[^,!:]*[,!:]\s*/i

/**
 * The offline stand-in for an LLM: the same body and count always give the same variants
 * (chosen by a hash of the body), so tests and demos are repeatable.
 */
export function createLocalLlm(): LlmAdapter {
  return {
    async proposeTextVariants({ body, count }) {
      // A greeting that names the contact ("Hi {first_name},") stays: rewrites keep placeholders.
      const greeting = body.trim().match(opening)?.[0] ?? ''
      const core = greeting.includes('{') ? body.trim() : body.trim().replace(opening, '')
      const seed = createHash('sha256').update(body).digest().readUInt32BE(0)
      const variants: string[] = []
      for (let index = 0; variants.length < count; index++) {
        const combination = seed + index
        const start = openings[combination % openings.length] ?? ''
        const end = closings[Math.floor(combination / openings.length) % closings.length] ?? ''
        const variant = `${start}${index % 2 === 1 ? sentenceCased(core) : core}${end}`
        if (!variants.includes(variant) && variant !== body) variants.push(variant)
        // Short bodies have fewer distinct variants than asked for: number the rest.
        else if (index > openings.length * closings.length * 2)
          variants.push(`${core} (${variants.length + 1})`)
      }
      return variants
    },
  }
}

const sentenceCased = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

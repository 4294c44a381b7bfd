import { useCallback } from 'react'
import type { ProblemCode } from '../../machines/problems'
import { useMessages } from '../useMessages'
import messages from './catalogue'

const isProblemCode = (text: string): text is ProblemCode =>
  text.startsWith('problem.') && Object.hasOwn(messages.en, text)

/**
 * Puts a problem into words: a code the client named (src/machines/problems.ts) in the interface
 * language, a message the server sent as it came (the server speaks the user's language).
 */
export function useProblemText(): (problem: string) => string {
  const t = useMessages(messages)
  return useCallback((problem) => (isProblemCode(problem) ? t(problem) : problem), [t])
}

import type { ProblemCode } from '../../machines/problems'
import messages from '../../messages/common/catalogue'
import { translator } from '../../messages/translate'
import { readLocale } from '../locale'

/**
 * A problem the HTTP layer names itself (no answer, an unreadable one, a cancelled upload), in
 * the interface language at the time: every view shows a failed call's message as it comes, so
 * none of them can show a bare code.
 */
export const problemWords = (code: ProblemCode): string => translator(messages, readLocale())(code)

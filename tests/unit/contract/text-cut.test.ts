import { describe, expect, it } from 'vitest'
import { cutText, hasLoneSurrogate, storableText } from '../../../src/contract/text-cut'

describe('cutText', () => {
  it('keeps text within the limit as it is', () => {
    expect(cutText('short', 40)).toBe('short')
  })

  it('never cuts inside a surrogate pair: the pair goes whole or not at all', () => {
    const emojiAtTheEdge = `${'1'.repeat(39)}\u{1F600}`
    expect(cutText(emojiAtTheEdge, 40)).toBe('1'.repeat(39))
    expect(cutText(emojiAtTheEdge, 41)).toBe(emojiAtTheEdge)
    expect(hasLoneSurrogate(cutText(`a${'\u{1F600}'.repeat(30)}`, 10))).toBe(false)
  })
})

describe('storableText', () => {
  it('replaces NUL and lone surrogates, and keeps whole pairs', () => {
    expect(storableText('a\u0000b\uD800c\uDC00d\u{1F600}')).toBe('a\uFFFDb\uFFFDc\uFFFDd\u{1F600}')
  })
})

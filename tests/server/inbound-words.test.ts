import { describe, expect, it } from 'vitest'
import { firstWord, foldWord, optsOut } from '../../server/src/domain/inbound-sms/words'
import { inboundSms } from '../../src/contract/constants'

describe('the opt-out words of replies', () => {
  it.each(Object.entries(inboundSms.optOutWords))('opt out in %s, as listed', (_, words) => {
    for (const word of words) expect(optsOut(word)).toBe(true)
  })

  it.each([
    ['English, any case, trimmed, words after', '  Stop please'],
    ['English STOPALL upper case', 'STOPALL'],
    ['English with an accent', 'QUÏT'],
    ['Arabic without the hamza under the alef', 'الغاء'],
    ['Arabic with harakat and a tatweel', 'تَوَقـّف'],
    ['Arabic with the hamza', 'إلغاء الاشتراك'],
    ['an Arabic word typed with the Persian yeh', 'ایقاف'],
    ['Persian', 'لغو'],
    ['Persian with a zero-width non-joiner', 'انصراف\u200C'],
  ])('%s: %s', (_, text) => {
    expect(optsOut(text)).toBe(true)
  })

  it.each(['stopped', 'yes stop', 'لغوی', 'please cancel', ''])('not: %j', (text) => {
    expect(optsOut(text)).toBe(false)
  })

  it('folds the Arabic and Persian yeh and kaf into one', () => {
    expect(foldWord('كيك')).toBe(foldWord('کیک'))
    expect(foldWord('مصطفى')).toBe(foldWord('مصطفی'))
    expect(firstWord('  YES\tplease')).toBe('yes')
  })
})

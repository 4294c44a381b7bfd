import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '../../server/src/domain/audience/export'

/** Cells the contact export and the import error report write (both through csvLine). */
describe('CSV cells against formula injection', () => {
  it.each([
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['+1+HYPERLINK("http://evil.test","Open")', `"'+1+HYPERLINK(""http://evil.test"",""Open"")"`],
    ['-1-1', "'-1-1"],
    ['+1 555 CMD', "'+1 555 CMD"],
    ['-', "'-"],
    ['=cmd()', "'=cmd()"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
  ])('neutralises %j as text', (value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it.each([
    ['-12', '-12'],
    ['+447700900123', '+447700900123'],
    ['-0.5', '-0.5'],
    ['+.5', '+.5'],
    ['-1.5e+21', '-1.5e+21'],
    [-3.25, '-3.25'],
    [-1e21, '-1e+21'],
    ['12-3', '12-3'],
  ])('leaves the number %j as it is', (value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it('writes a line of them, quoted where needed', () => {
    expect(csvLine([11, "-2+3+cmd|' /C calc'!A0", 'a,b', null])).toBe(
      `11,'-2+3+cmd|' /C calc'!A0,"a,b",\r\n`,
    )
  })
})

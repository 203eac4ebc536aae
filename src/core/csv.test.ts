import { describe, expect, it } from 'vitest'
import { csvTime, toCsv } from './csv'

describe('CSV downloads', () => {
  it('writes a header and rows, quoting commas, quotes and line breaks, CRLF lines', () => {
    expect(
      toCsv(
        ['id', 'text', 'n'],
        [
          [1, 'plain', 2.5],
          [2, 'a, "b"\nc', null],
        ],
      ),
    ).toBe('id,text,n\r\n1,plain,2.5\r\n2,"a, ""b""\nc",\r\n')
  })

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], ['-2']])).toBe(
      'x\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n\'-2\r\n',
    )
    expect(toCsv(['n'], [[-2], [Number.NaN]])).toBe('n\r\n-2\r\n\r\n')
  })

  it('writes times as ISO 8601 UTC', () => {
    expect(csvTime(Date.UTC(2026, 10, 25, 9, 30))).toBe('2026-11-25T09:30:00.000Z')
  })
})

import { describe, expect, it } from 'vitest'
import { EARLY_DATA_GLOBAL, EARLY_DATA_MAX_AGE_MS } from '../core/early-data'
import { takeEarlyResponse } from './early-data'

const URL_ = 'https://m.example/v6/titles/1001/info'
const AUTH = 'Basic abc'

function holder(at = 100) {
  const response = new Response('{}')
  return {
    response,
    page: {
      [EARLY_DATA_GLOBAL]: { url: URL_, authorization: AUTH, at, response: Promise.resolve(response) },
    },
  }
}

describe('taking early data', () => {
  it('gives the answer once to the same request', async () => {
    const { response, page } = holder()
    expect(takeEarlyResponse(URL_, 'Basic other', page, 200)).toBeNull()
    expect(takeEarlyResponse('https://m.example/v6/titles/1002/info', AUTH, page, 200)).toBeNull()
    expect(await takeEarlyResponse(URL_, AUTH, page, 200)).toBe(response)
    expect(takeEarlyResponse(URL_, AUTH, page, 200)).toBeNull()
  })

  it('drops an answer older than its limit and ignores what is not early data', () => {
    const { page } = holder()
    expect(takeEarlyResponse(URL_, AUTH, page, 100 + EARLY_DATA_MAX_AGE_MS + 1)).toBeNull()
    expect(EARLY_DATA_GLOBAL in page).toBe(false)
    expect(takeEarlyResponse(URL_, AUTH, { [EARLY_DATA_GLOBAL]: { url: URL_ } }, 0)).toBeNull()
    expect(takeEarlyResponse(URL_, undefined, holder().page, 0)).toBeNull()
  })
})

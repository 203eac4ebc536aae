import Holidays from 'date-holidays'

/**
 * Public holidays per country from the date-holidays package. Exchanges are taken to close on
 * their country's public holidays; exchange-specific closing days (e.g. Good Friday on
 * exchanges of countries where it is no public holiday) are not modelled.
 */
export interface PublicHoliday {
  date: string
  name: string
  country: string
}

const cache = new Map<string, PublicHoliday[]>()

export function publicHolidays(country: string, year: number): PublicHoliday[] {
  const key = `${country}:${year}`
  const known = cache.get(key)
  if (known) return known
  const calendar = new Holidays(country)
  const result: PublicHoliday[] = []
  for (const holiday of calendar.getHolidays(year, 'en') || []) {
    if (holiday.type !== 'public') continue
    const date = holiday.date.slice(0, 10)
    if (!result.some((known) => known.date === date)) result.push({ date, name: holiday.name, country })
  }
  cache.set(key, result)
  return result
}

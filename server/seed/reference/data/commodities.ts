import type { CommodityEntry } from './types'

/** Commodity futures by their main exchange (MIC) and root symbol. Ids are stable. */
export const COMMODITIES: readonly CommodityEntry[] = [
  [310001, 'GC', 'Gold', 'XCEC', '15104030', 'USD', ['Gold']],
  [310002, 'SI', 'Silver', 'XCEC', '15104040', 'USD', ['Silver']],
  [310003, 'HG', 'Copper', 'XCEC', '15104020', 'USD', ['Copper']],
  [310004, 'PL', 'Platinum', 'XNYM', '15104040', 'USD', ['Platinum']],
  [310005, 'PA', 'Palladium', 'XNYM', '15104040', 'USD', ['Palladium']],
  [310006, 'CL', 'Crude Oil WTI', 'XNYM', '10102020', 'USD', ['WTI', 'Crude oil', 'Oil price', 'Oil prices']],
  [310007, 'B', 'Brent Crude Oil', 'IFEU', '10102020', 'USD', ['Brent']],
  [310008, 'NG', 'Natural Gas (Henry Hub)', 'XNYM', '10102020', 'USD', ['Natural gas']],
  [310009, 'HO', 'Heating Oil', 'XNYM', '10102030', 'USD', ['Heating oil', 'Diesel']],
  [310010, 'RB', 'RBOB Gasoline', 'XNYM', '10102030', 'USD', ['Gasoline']],
  [310011, 'ZC', 'Corn', 'XCBT', '30202010', 'USD', ['Corn']],
  [310012, 'ZW', 'Wheat', 'XCBT', '30202010', 'USD', ['Wheat']],
  [310013, 'ZS', 'Soybeans', 'XCBT', '30202010', 'USD', ['Soybeans']],
  [310014, 'KC', 'Coffee "C"', 'IFUS', '30202010', 'USD', ['Coffee', 'Arabica']],
  [310015, 'SB', 'Sugar No. 11', 'IFUS', '30202010', 'USD', ['Sugar']],
  [310016, 'CC', 'Cocoa', 'IFUS', '30202010', 'USD', ['Cocoa']],
  [310017, 'CT', 'Cotton No. 2', 'IFUS', '30202010', 'USD', ['Cotton']],
  [310018, 'AH', 'Aluminium', 'XLME', '15104020', 'USD', ['Aluminium', 'Aluminum']],
  [310019, 'NI', 'Nickel', 'XLME', '15104020', 'USD', ['Nickel']],
  [310020, 'LE', 'Live Cattle', 'XCME', '30202010', 'USD', ['Cattle']],
]

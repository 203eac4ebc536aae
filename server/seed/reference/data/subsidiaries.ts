/**
 * Major subsidiaries of some curated companies, from their annual reports' subsidiary lists
 * (country as ISO 3166 alpha-2; share null where the report gives none). A gazette or register
 * import replaces them: the seed fills only titles that have no subsidiaries stored.
 */
export const SUBSIDIARIES: readonly (readonly [
  titleId: number,
  name: string,
  country: string,
  sharePercent: number | null,
])[] = [
  [1001, 'Apple Operations International Limited', 'IE', 100],
  [1001, 'Apple Sales International Limited', 'IE', 100],
  [1001, 'Apple Distribution International Limited', 'IE', 100],
  [1001, 'Braeburn Capital, Inc.', 'US', 100],
  [1002, 'LinkedIn Corporation', 'US', 100],
  [1002, 'GitHub, Inc.', 'US', 100],
  [1002, 'Activision Blizzard, Inc.', 'US', 100],
  [1002, 'Nuance Communications, Inc.', 'US', 100],
  [1002, 'Microsoft Ireland Operations Limited', 'IE', 100],
  [1003, 'Amazon Web Services, Inc.', 'US', 100],
  [1003, 'Whole Foods Market, Inc.', 'US', 100],
  [1003, 'Zoox, Inc.', 'US', 100],
  [1003, 'Twitch Interactive, Inc.', 'US', 100],
  [1003, 'Amazon EU S.à r.l.', 'LU', 100],
  [1004, 'Google LLC', 'US', 100],
  [1004, 'Google Ireland Limited', 'IE', 100],
  [1004, 'Waymo LLC', 'US', null],
  [1004, 'Verily Life Sciences LLC', 'US', null],
  [1004, 'Calico Life Sciences LLC', 'US', null],
  [1006, 'WhatsApp LLC', 'US', 100],
  [1006, 'Meta Platforms Ireland Limited', 'IE', 100],
  [1006, 'Meta Platforms Technologies, LLC', 'US', 100],
  [1007, 'Mellanox Technologies, Ltd.', 'IL', 100],
  [1008, 'Tesla Energy Operations, Inc.', 'US', 100],
  [1008, 'Tesla Manufacturing Brandenburg SE', 'DE', 100],
  [1008, 'Tesla (Shanghai) Co., Ltd.', 'CN', 100],
]

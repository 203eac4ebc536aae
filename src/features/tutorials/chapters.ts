/** The tutorials' chapters: the start page lists them, /tutorials#<id> tells them. */
export const TUTORIAL_CHAPTERS = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Find an asset and read its page in a minute.',
  },
  {
    id: 'buzz-and-sentiment',
    title: 'Reading buzz and sentiment',
    summary: '100% is normal; what 300% and a score of +40 mean.',
  },
  {
    id: 'watchlists-and-alerts',
    title: 'Watchlists and alerts',
    summary: 'Follow assets and authors, and be told when buzz jumps.',
  },
  {
    id: 'install',
    title: 'Install the app on your phone',
    summary: 'Murmur on your home screen, with alerts on the lock screen.',
  },
  {
    id: 'api',
    title: 'The API',
    summary: 'The same figures for your own tools, over /v6 and the live socket.',
  },
] as const

export type TutorialChapterId = (typeof TUTORIAL_CHAPTERS)[number]['id']

import { type Briefing, editionLabel } from '../../src/core'
import type { OutgoingMail } from '../accounts'

const SUBJECT = { en: 'Murmur morning briefing', de: 'Murmur Morgenbriefing' } as const
const READ = { en: 'Read it in Murmur', de: 'In Murmur lesen' } as const

/** A briefing as a plain-text mail: headline, intro, each section's lines, and the link to the page. */
export function briefingMail(options: { to: string; briefing: Briefing; link: string }): OutgoingMail {
  const { briefing } = options
  const language = briefing.language
  return {
    to: options.to,
    subject: `${SUBJECT[language]} · ${editionLabel(briefing.edition, language)} · ${briefing.date}: ${briefing.headline}`,
    text: [
      briefing.headline,
      '',
      briefing.intro,
      '',
      ...briefing.sections.flatMap((section) => [
        section.title,
        ...section.items.map((item) => `  • ${item.name}: ${item.text}`),
        '',
      ]),
      `${READ[language]}: ${options.link}`,
    ].join('\n'),
  }
}

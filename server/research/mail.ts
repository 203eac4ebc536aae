import { formatCountChange, keyEventById, type ResearchElementReport, sentimentScore } from '../../src/core'
import type { OutgoingMail } from '../accounts'

/** As the research page writes it ('+12%', '−41%', 'new'), and 'no change' for none before and now. */
function changeText(messages: number, previous: number): string {
  return previous === 0 && messages === 0 ? 'no change' : formatCountChange(messages, previous)
}

function elementLines(report: ResearchElementReport): string[] {
  const s = report.sentiment
  const lines = [
    `${report.label}: ${report.messages} messages (window before: ${report.previous}, ${changeText(report.messages, report.previous)})`,
    `  Sentiment ${s.mean === null ? 'n/a' : sentimentScore(s.mean).toFixed(1)} — positive ${s.positive}, neutral ${s.neutral}, negative ${s.negative}`,
  ]
  if (report.key_events.length > 0)
    lines.push(
      `  Key events: ${report.key_events
        .slice(0, 5)
        .map((k) => `${keyEventById(k.key_event_id)?.name ?? `#${k.key_event_id}`} ${k.count}`)
        .join(', ')}`,
    )
  if (report.summary) lines.push(`  Summary: ${report.summary}`)
  return lines
}

/** The report as a plain-text mail with a link to the full report in the app. */
export function researchMail(options: {
  to: string
  name: string
  runAt: number
  elements: readonly ResearchElementReport[]
  link: string
}): OutgoingMail {
  const day = new Date(options.runAt).toISOString().slice(0, 16).replace('T', ' ')
  return {
    to: options.to,
    subject: `Murmur research: ${options.name} (${day} UTC)`,
    text: [
      `Your research request "${options.name}" ran at ${day} UTC.`,
      '',
      ...options.elements.flatMap((element) => [...elementLines(element), '']),
      `The full report with the top messages: ${options.link}`,
    ].join('\n'),
  }
}

// Scores text with the financial sentiment model: one text per line on stdin, one JSON line
// {"label","score","explanation"} per input line on stdout, in order. Run as `npm run --silent score`.
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { loadEnglishSentimentModel } from '../server/pipeline/sentiment'

const model = loadEnglishSentimentModel()
const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })
let pending: string[] = []

async function flush(): Promise<void> {
  if (pending.length === 0) return
  const ok = process.stdout.write(pending.join(''))
  pending = []
  if (!ok) await once(process.stdout, 'drain')
}

for await (const line of lines) {
  const { label, score, explanation } = model.score(line)
  pending.push(`${JSON.stringify({ label, score, explanation })}\n`)
  if (pending.length >= 256) await flush()
}
await flush()

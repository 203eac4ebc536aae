import { createServer, type IncomingMessage, type Server } from 'node:http'

/** A local OpenAI-compatible endpoint: answers `reply`, fails, or stalls, as told. */
export function fakeLlm(mode: { kind: 'reply'; text: string } | { kind: 'fail' } | { kind: 'stall' }) {
  const requests: unknown[] = []
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += String(chunk)
    })
    request.on('end', () => {
      requests.push({
        url: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(body),
      })
      if (mode.kind === 'stall') return
      if (mode.kind === 'fail') {
        response.writeHead(500).end('{"error":"boom"}')
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: mode.text } }] }))
    })
  })
  return {
    requests,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('fake LLM is not listening on TCP')
      return `http://127.0.0.1:${address.port}/v1`
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

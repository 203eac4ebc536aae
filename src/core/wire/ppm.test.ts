import { describe, expect, it } from 'vitest'
import { PpmError, PpmStreamDecoder, ppmDecode, ppmEncode } from './ppm'

/** Deterministic bytes (mulberry32). */
function randomBytes(length: number, seed: number, alphabet = 256): Uint8Array {
  let state = seed >>> 0
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i += 1) {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    out[i] = (((t ^ (t >>> 14)) >>> 0) % alphabet) & 0xff
  }
  return out
}

const roundTrip = (input: Uint8Array) => ppmDecode(ppmEncode(input), input.length)
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('PPM codec', () => {
  it('gives back exactly what it was given', () => {
    const cases = [
      new Uint8Array(0),
      Uint8Array.of(0),
      Uint8Array.of(255, 0, 255),
      utf8('Apple Inc.\u0000Microsoft Corporation\u0000Société Générale SA\u0000三菱商事\u0000'),
      randomBytes(5_000, 1),
      randomBytes(20_000, 2, 7),
      // Long runs: a context's counts pass the limit and are halved many times.
      new Uint8Array(100_000).fill(97),
      utf8('abcabcabd'.repeat(10_000)),
    ]
    for (const input of cases) expect(roundTrip(input)).toEqual(input)
  })

  it('compresses repetitive names well below their size, and noise to little more than its size', () => {
    const names = utf8(
      Array.from(
        { length: 2_000 },
        (_, i) => `${['Alpha', 'Beta', 'Gamma'][i % 3]} Holdings ${i % 17} plc\u0000`,
      ).join(''),
    )
    expect(ppmEncode(names).length).toBeLessThan(names.length / 5)
    // Noise cannot be compressed; its escapes cost about a tenth more than its size.
    const noise = randomBytes(10_000, 3)
    expect(ppmEncode(noise).length).toBeLessThan(noise.length * 1.2)
  })

  it('decodes the same however the input arrives, never past what has come', () => {
    const input = utf8('Alpha Holdings plc\u0000Beta Group AG\u0000'.repeat(300))
    const encoded = ppmEncode(input)
    for (const size of [1, 7, 500]) {
      const decoder = new PpmStreamDecoder(input.length)
      for (let at = 0; at < encoded.length; at += size) {
        decoder.push(encoded.subarray(at, at + size))
        decoder.decode()
      }
      expect(decoder.done).toBe(false)
      decoder.decode(true)
      expect(decoder.done).toBe(true)
      expect(decoder.output).toEqual(input)
    }
  })

  it('is deterministic', () => {
    const input = randomBytes(3_000, 4, 40)
    expect(ppmEncode(input)).toEqual(ppmEncode(input))
  })

  it('refuses a cut stream instead of inventing bytes', () => {
    const input = utf8('Murmur market buzz and sentiment '.repeat(200))
    const encoded = ppmEncode(input)
    expect(() => ppmDecode(encoded.subarray(0, encoded.length - 10), input.length)).toThrow(PpmError)
    expect(() => ppmDecode(new Uint8Array(0), 5)).toThrow(PpmError)
  })
})

/**
 * Renders Murmur's logo into the app icons (npm run icons). The mark: a speech bubble ("what the
 * market is saying") carrying a pulse line ("buzz"), drawn thick enough to read at 16 to 48 px.
 *
 * Outputs (committed): public/favicon.svg, public/icons/icon-192.png, icon-512.png,
 * maskable-512.png (mark inside the 80 % safe zone on a full-bleed background) and
 * apple-touch-icon-180.png (full-bleed; iOS rounds the corners itself).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')

/** Keep in step with the manifest's theme colour (vite.config.ts) and src/ui/styles/tokens.css. */
const COLORS = {
  backgroundTop: '#16233f',
  backgroundBottom: '#0b1220',
  accentFrom: '#5eead4',
  accentTo: '#22c55e',
  ink: '#0b1220',
} as const

/** The mark on a 512 × 512 canvas, centred on (256, 256). */
function mark(): string {
  // Bubble: rounded body with a tail at the lower left.
  const bubble = [
    'M 176 112',
    'H 336',
    'A 72 72 0 0 1 408 184',
    'V 296',
    'A 72 72 0 0 1 336 368',
    'H 214',
    'L 142 424',
    'L 152 364',
    'A 72 72 0 0 1 104 296',
    'V 184',
    'A 72 72 0 0 1 176 112',
    'Z',
  ].join(' ')
  const pulse = '150,244 198,244 224,190 264,304 298,212 322,244 362,244'
  return [
    `<path d="${bubble}" fill="url(#accent)"/>`,
    `<polyline points="${pulse}" fill="none" stroke="${COLORS.ink}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('')
}

function defs(): string {
  return [
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${COLORS.backgroundTop}"/>`,
    `<stop offset="1" stop-color="${COLORS.backgroundBottom}"/>`,
    '</linearGradient>',
    '<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${COLORS.accentFrom}"/>`,
    `<stop offset="1" stop-color="${COLORS.accentTo}"/>`,
    '</linearGradient>',
    '</defs>',
  ].join('')
}

interface Variant {
  /** Rounded-square tile (regular icon) or full-bleed background (maskable, apple touch). */
  shape: 'rounded' | 'full-bleed'
  /** Scale of the mark around the centre. */
  markScale: number
}

function svg({ shape, markScale }: Variant): string {
  const background =
    shape === 'rounded'
      ? '<rect x="16" y="16" width="480" height="480" rx="112" fill="url(#bg)"/>'
      : '<rect width="512" height="512" fill="url(#bg)"/>'
  const offset = 256 * (1 - markScale)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    '<title>Murmur</title>',
    defs(),
    background,
    // The bubble's box (with its tail) runs from y 112 to 424: lift it by 12 to sit optically centred.
    `<g transform="translate(${offset} ${offset - 12 * markScale}) scale(${markScale})">`,
    mark(),
    '</g>',
    '</svg>',
  ].join('')
}

function png(source: string, size: number): Buffer {
  const resvg = new Resvg(source, { fitTo: { mode: 'width', value: size } })
  return resvg.render().asPng()
}

function write(relative: string, content: string | Buffer): void {
  const target = join(PUBLIC, relative)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
  console.log(`wrote public/${relative}`)
}

const regular = svg({ shape: 'rounded', markScale: 1 })
// The maskable safe zone is a circle of 40 % of the size around the centre: at 0.74 the
// bubble's corners stay well inside it.
const maskable = svg({ shape: 'full-bleed', markScale: 0.74 })
const appleTouch = svg({ shape: 'full-bleed', markScale: 0.86 })

write('favicon.svg', `${regular}\n`)
write('icons/icon-192.png', png(regular, 192))
write('icons/icon-512.png', png(regular, 512))
write('icons/maskable-512.png', png(maskable, 512))
write('icons/apple-touch-icon-180.png', png(appleTouch, 180))

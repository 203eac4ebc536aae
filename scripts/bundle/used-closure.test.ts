import { describe, expect, it } from 'vitest'
import { edgesOf, usedClosure } from './used-closure'

const modules: Record<string, { code: string; exports?: string[]; dynamic?: string[] }> = {
  '/app/main.ts': { code: 'import { Button } from "./ui";\nimport { a } from "./core";\nimport("./lazy");' },
  '/app/lazy.ts': { code: 'import { Dialog } from "./ui";' },
  '/app/ui/index.ts': {
    code: '// the ui barrel\nexport { Button } from "./button";\nexport { Dialog, Modal as Popup } from "./dialog";',
    exports: ['Button', 'Dialog', 'Popup'],
  },
  '/app/ui/button.ts': {
    code: 'import { helper } from "../core"; export const Button = helper',
    exports: ['Button'],
  },
  '/app/ui/dialog.ts': { code: 'export const Dialog = 1, Modal = 2', exports: ['Dialog', 'Modal'] },
  '/app/core/index.ts': { code: 'export * from "./a";\nexport * from "./b";', exports: ['a', 'helper', 'b'] },
  '/app/core/a.ts': { code: 'export const a = 1; export const helper = 2', exports: ['a', 'helper'] },
  '/app/core/b.ts': { code: 'import "./side";\nexport const b = 3', exports: ['b'] },
  '/app/core/side.ts': { code: 'globalThis.x = 1' },
}
const ids = Object.keys(modules)
const graph = {
  getModuleInfo(id: string) {
    const module = modules[id]
    if (!module) return null
    const specifiers = [...module.code.matchAll(/["'](\.[^"']+)["']/g)].map((m) => m[1] ?? '')
    const importedIds = specifiers.flatMap((spec) => {
      const base = new URL(spec, `file://${id}`).pathname
      return ids.filter((candidate) => candidate === `${base}.ts` || candidate === `${base}/index.ts`)
    })
    const dynamic = module.code.includes('import("./lazy")') ? ['/app/lazy.ts'] : []
    return { code: module.code, exports: module.exports ?? [], importedIds, dynamicallyImportedIds: dynamic }
  },
}

describe('usedClosure', () => {
  it('follows barrels by the names imported and leaves lazy-only modules out', () => {
    expect([...usedClosure('/app/main.ts', graph)].sort()).toEqual([
      '/app/core/a.ts',
      '/app/core/index.ts',
      '/app/main.ts',
      '/app/ui/button.ts',
      '/app/ui/index.ts',
    ])
    expect(usedClosure('/app/lazy.ts', graph).has('/app/ui/dialog.ts')).toBe(true)
  })

  it('reads import, re-export and side-effect edges, and tells barrels from modules', () => {
    const barrel = edgesOf('/* doc */\nexport { A, B as C } from "./x";\nexport * from "./y";')
    expect(barrel.barrel).toBe(true)
    expect(barrel.edges.map((e) => [e.specifier, e.star, e.names && [...e.names]])).toEqual([
      [
        './x',
        false,
        [
          ['A', 'A'],
          ['C', 'B'],
        ],
      ],
      ['./y', true, null],
    ])
    const module = edgesOf('import D, { e } from "./d";\nimport "./s";\nexport const f = 1')
    expect(module.barrel).toBe(false)
    expect(module.edges.map((e) => [e.specifier, e.names === null])).toEqual([
      ['./d', true],
      ['./s', true],
    ])
  })
})

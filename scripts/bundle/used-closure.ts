import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * The modules a module graph needs from an entry, following barrels by the names imported: a
 * module that imports `{ Button }` from the ui barrel needs ui/button, not every file the barrel
 * re-exports. (A plain static closure takes a barrel's every re-export: all of src/core and
 * src/ui would ride on every start.) Ordinary modules are needed whole, with all they import.
 * Dynamic imports are not followed.
 */

export interface ClosureGraph {
  getModuleInfo(id: string): {
    code?: string | null
    /** Names the module exports (its re-exports included). */
    exports?: readonly string[] | null
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

type Wanted = Set<string> | 'all'

interface Edge {
  specifier: string
  /** null: the whole module (namespace, default plus side effects, `export *` of all). */
  names: Map<string, string> | null
  /** export * from: names pass through. */
  star: boolean
}

const IMPORT_FROM = /(?:^|[;\n])\s*import\s+([^'"]*?)\s+from\s*["']([^"']+)["']/g
const SIDE_EFFECT_IMPORT = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g
const EXPORT_FROM = /(?:^|[;\n])\s*export\s*(\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g

/** `{ a, b as c }` → Map(local or exported name → imported name). */
function namedList(list: string, exported: boolean): Map<string, string> {
  const names = new Map<string, string>()
  for (const part of list.replace(/[{}]/g, '').split(',')) {
    const [from, to] = part
      .trim()
      .split(/\s+as\s+/)
      .map((x) => x.trim())
    if (!from) continue
    // For imports the key is the imported name; for re-exports the key is the name the barrel exports.
    names.set(exported ? (to ?? from) : from, from)
  }
  return names
}

export function edgesOf(code: string): { edges: Edge[]; barrel: boolean } {
  const edges: Edge[] = []
  for (const match of code.matchAll(IMPORT_FROM)) {
    const clause = (match[1] ?? '').trim()
    const specifier = match[2] ?? ''
    const braces = /\{([^}]*)\}/.exec(clause)
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim()
    if (braces && rest === '')
      edges.push({ specifier, names: namedList(braces[1] ?? '', false), star: false })
    else edges.push({ specifier, names: null, star: false })
  }
  for (const match of code.matchAll(SIDE_EFFECT_IMPORT))
    edges.push({ specifier: match[1] ?? '', names: null, star: false })
  let reexports = 0
  for (const match of code.matchAll(EXPORT_FROM)) {
    reexports += 1
    const clause = match[1] ?? ''
    const specifier = match[2] ?? ''
    if (clause.startsWith('*')) edges.push({ specifier, names: null, star: /^\*\s*$/.test(clause) })
    else edges.push({ specifier, names: namedList(clause, true), star: false })
  }
  // A barrel holds nothing but re-exports (and comments).
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(EXPORT_FROM, '')
    .replace(/[;\s]/g, '')
  return { edges, barrel: reexports > 0 && stripped === '' }
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js']

function resolveSpecifier(from: string, specifier: string, importedIds: readonly string[]): string[] {
  if (specifier.startsWith('.')) {
    const base = resolve(dirname(from), specifier)
    for (const extension of EXTENSIONS) {
      const candidate = `${base}${extension}`
      if (
        importedIds.includes(candidate) ||
        (extension !== '' && existsSync(candidate) && importedIds.includes(candidate))
      )
        return [candidate]
    }
    const found = importedIds.find((id) => id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`))
    return found ? [found] : []
  }
  // A package (or a virtual module): every import of the module that is not relative could be it.
  return importedIds.filter(
    (id) => !id.startsWith('/') || id.includes('/node_modules/') || id.startsWith('\0'),
  )
}

export function usedClosure(entry: string, graph: ClosureGraph): Set<string> {
  const wanted = new Map<string, Wanted>()
  const queue: Array<[string, Wanted]> = [[entry, 'all']]
  while (queue.length > 0) {
    const next = queue.pop()
    if (!next) break
    const [id, names] = next
    const before = wanted.get(id)
    let merged: Wanted
    if (before === 'all') continue
    if (names === 'all') merged = 'all'
    else {
      const union = new Set(before ?? [])
      let grew = before === undefined
      for (const name of names)
        if (!union.has(name)) {
          union.add(name)
          grew = true
        }
      if (!grew) continue
      merged = union
    }
    wanted.set(id, merged)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    const dynamic = new Set(info.dynamicallyImportedIds)
    const statics = info.importedIds.filter((imported) => !dynamic.has(imported))
    const code = info.code
    if (typeof code !== 'string' || id.includes('/node_modules/') || id.startsWith('\0')) {
      for (const imported of statics) queue.push([imported, 'all'])
      continue
    }
    const { edges, barrel } = edgesOf(code)
    const covered = new Set<string>()
    for (const edge of edges) {
      const targets = resolveSpecifier(id, edge.specifier, statics)
      for (const target of targets) {
        covered.add(target)
        if (!barrel) {
          queue.push([target, edge.names && !edge.star ? new Set(edge.names.values()) : 'all'])
          continue
        }
        // A barrel passes on only the names wanted of it.
        if (edge.star) {
          // Through `export *` only the names the target itself exports.
          const exported = graph.getModuleInfo(target)?.exports
          if (merged === 'all' || !exported) queue.push([target, merged])
          else {
            const passed = new Set(exported.filter((name) => merged.has(name)))
            if (passed.size > 0) queue.push([target, passed])
          }
        } else if (edge.names === null) queue.push([target, 'all'])
        else {
          const passed = new Set<string>()
          for (const [exported, original] of edge.names)
            if (merged === 'all' || merged.has(exported)) passed.add(original)
          if (passed.size > 0) queue.push([target, passed])
        }
      }
    }
    // What the parse did not see (an unusual import form) is taken whole: never miss a module.
    for (const imported of statics) if (!covered.has(imported) && !barrel) queue.push([imported, 'all'])
  }
  return new Set(wanted.keys())
}

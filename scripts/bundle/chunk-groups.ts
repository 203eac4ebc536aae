/**
 * How the build groups the modules a first load needs (rolldown `output.codeSplitting.groups`):
 * the framework (React, TanStack Router and Query) in one long-cached chunk, and everything the
 * entry imports statically in one app chunk. Left to itself the bundler cuts the entry's graph
 * into a chunk per module shared with a lazy route (29 files at the last measure), and on HTTP/1.1
 * with 400 ms round trips each of them queues behind the others. Modules only lazy routes use keep
 * the default splitting. (The closure follows static imports, barrels included: a module a lazy
 * route uses through a barrel the entry also imports lands in the app chunk too.)
 */

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** Ids of the modules reachable from `entry` through static imports. */
function staticClosure(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const id = stack.pop()
    if (id === undefined || seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    // Some bundlers list dynamic imports among importedIds too.
    const dynamic = new Set(info.dynamicallyImportedIds)
    for (const imported of info.importedIds) if (!dynamic.has(imported)) stack.push(imported)
  }
  return seen
}

export function criticalChunkGroups(entry: string) {
  let entryGraph: Set<string> | null = null
  return [
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    {
      name: (id: string, graph: ModuleGraph): string | null => {
        entryGraph ??= staticClosure(entry, graph)
        return entryGraph.has(id) ? 'app' : null
      },
      priority: 10,
    },
  ]
}

import { type ClosureGraph, usedClosure } from './used-closure'

/**
 * How the build groups the modules a first load needs (rolldown `output.codeSplitting.groups`):
 * the framework (React, TanStack Router and Query) in one long-cached chunk, and everything the
 * entry needs statically in one app chunk (barrels followed by the names imported: used-closure.ts).
 * Left to itself the bundler cuts the entry's graph into a chunk per module shared with a lazy route (29 files at the last measure), and on HTTP/1.1
 * with 400 ms round trips each of them queues behind the others. Modules only lazy routes use keep
 * the default splitting.
 */

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/

/** The code-split route components (TanStack Router's `?tsr-split=component` modules) the entry can load. */
function routeComponents(app: ReadonlySet<string>, graph: ClosureGraph): string[] {
  const found = new Set<string>()
  for (const id of app)
    for (const dynamic of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (dynamic.includes('tsr-split')) found.add(dynamic)
  return [...found]
}

/**
 * The protected layout's split component (every page but login and sign-up renders inside it)
 * and what it needs: in the app chunk, not a chunk (and a stylesheet) of its own on every first load.
 */
function layoutComponents(app: ReadonlySet<string>, graph: ClosureGraph, layoutRoute: string): Set<string> {
  const needed = new Set<string>()
  for (const root of routeComponents(app, graph))
    if (root.includes(layoutRoute)) for (const id of usedClosure(root, graph)) needed.add(id)
  return needed
}

/**
 * What the first page (the asset page) needs beyond the app chunk from outside its own feature
 * (dialogs, tabs, error texts, page history), and the parts of its feature that other pages use
 * too (the message list, the time-range helpers): one chunk, so its first load is the framework,
 * the app, this chunk and its own rather than a request per shared module. Code only the first
 * page uses stays in its chunk, so other pages that share a dialog do not load the asset page.
 */
function firstPageShared(
  app: ReadonlySet<string>,
  graph: ClosureGraph,
  first: { route: string; feature: string },
): Set<string> {
  // The route's component and its other split parts (notFoundComponent…), and the other routes'.
  const needed = new Set<string>()
  const usedElsewhere = new Set<string>()
  for (const root of routeComponents(app, graph)) {
    const into = root.includes(first.route) ? needed : usedElsewhere
    for (const id of usedClosure(root, graph)) into.add(id)
  }
  return new Set(
    [...needed].filter(
      (id) =>
        !app.has(id) &&
        (!id.includes(first.feature) || usedElsewhere.has(id)) &&
        !id.includes('/src/routes/') &&
        !id.endsWith('.css'),
    ),
  )
}

/** `first`: the page whose first load is budgeted (scripts/bundle/budget.ts): its route file and feature folder. */
export function criticalChunkGroups(
  entry: string,
  first = {
    route: '/src/routes/_app/asset.tsx',
    feature: '/src/features/asset/',
    layout: '/src/routes/_app.tsx',
  },
) {
  let entryGraph: Set<string> | null = null
  let layout: Set<string> | null = null
  let shared: Set<string> | null = null
  return [
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    {
      name: (id: string, graph: ClosureGraph): string | null => {
        entryGraph ??= usedClosure(entry, graph)
        layout ??= layoutComponents(entryGraph, graph, first.layout)
        return entryGraph.has(id) || layout.has(id) ? 'app' : null
      },
      // Named for the bundler's timing report (a group named by a function has no name of its own).
      debugName: 'app',
      priority: 10,
    },
    {
      name: (id: string, graph: ClosureGraph): string | null => {
        entryGraph ??= usedClosure(entry, graph)
        shared ??= firstPageShared(entryGraph, graph, first)
        return shared.has(id) ? 'pages' : null
      },
      debugName: 'pages',
      priority: 5,
    },
  ]
}

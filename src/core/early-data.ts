import { API_BASE_PATH, NO_CACHE_HEADERS } from './http'

/**
 * Early data (issue 19): on a first visit the scripts take seconds to arrive over a slow network,
 * and only then does the page ask for the one answer its first render waits for. A few hundred
 * bytes of inline script in index.html ask for that answer while the scripts download, with the
 * stored credentials and exactly the headers the app's API client sends; the client takes the
 * answer instead of sending the same request again (src/api/early-data.ts). Nothing else changes:
 * the answer goes through the same validation, and an unused one is dropped. Pages the service
 * worker controls do not ask: they start from the persisted query cache.
 *
 * The same script starts the hub's SharedWorker and asks it for the asset inventory (issue 19:
 * "inventory searchable ≤ 15 s"): the largest download of a first visit then starts as soon as
 * the worker's script arrives instead of after the app's scripts have arrived and run. The app's
 * boot takes that worker (EARLY_HUB_GLOBAL) and its own inventory load joins the one on its way
 * (workers/hub/inventory-prefetch.ts).
 */

/** Routes whose first render waits for one /v6 answer: path pattern, the id's search param, the call. */
export const EARLY_DATA_ROUTES: readonly { path: RegExp; param: string; call: (id: string) => string }[] = [
  { path: /^\/asset\/?$/, param: 'title_id', call: (id) => `${API_BASE_PATH}/titles/${id}/info` },
]

/** Where the inline script leaves its request for the app. */
export const EARLY_DATA_GLOBAL = '__murmurEarlyData'
/** Where the inline script leaves the hub's SharedWorker it started for the app's boot. */
export const EARLY_HUB_GLOBAL = '__murmurHubWorker'
/** The SharedWorker name of the hub: a worker is shared by URL and name. */
export const HUB_WORKER_NAME = 'murmur-hub'

/** An early answer not taken within this long after navigation is not used (it may be stale). */
export const EARLY_DATA_MAX_AGE_MS = 30_000

export interface EarlyDataScriptOptions {
  authStoreKey: string
  authStoreVersion: number
  appVersion: string
  appVersionHeader: string
  /** The hub's built SharedWorker script; null: no early inventory. */
  hubWorkerUrl: string | null
  /** The inventory call the hub loads (path and query, from the app's origin). */
  inventoryCall: string
  /** The message key the hub reads an inventory prefetch from (workers/hub/inventory-prefetch.ts). */
  inventoryPrefetchKey: string
}

/**
 * The inline script's source: plain ES2017 (no bundler helpers), wrapped in try/catch so that a
 * missing or odd stored session only means no early request.
 */
export function earlyDataScript(options: EarlyDataScriptOptions): string {
  const routes = EARLY_DATA_ROUTES.map(
    (route) =>
      `[${route.path.toString()},${JSON.stringify(route.param)},${JSON.stringify(route.call('{}'))}]`,
  ).join(',')
  const appHeaders = { accept: 'application/json', [options.appVersionHeader]: options.appVersion }
  const headers = JSON.stringify({ ...appHeaders, ...NO_CACHE_HEADERS })
  const hub =
    options.hubWorkerUrl === null
      ? ''
      : [
          // After the page's own request: on one link, the answer the first render waits for goes first.
          'if(typeof SharedWorker==="function"&&st.user.valid_until*1000>Date.now()){try{',
          `var w=new SharedWorker(${JSON.stringify(options.hubWorkerUrl)},{type:"module",name:${JSON.stringify(HUB_WORKER_NAME)}}),`,
          `ih=${JSON.stringify(appHeaders)};ih.authorization=a;`,
          `w.port.postMessage({${JSON.stringify(options.inventoryPrefetchKey)}:{url:new URL(${JSON.stringify(options.inventoryCall)},location.href).href,headers:ih}});`,
          `window.${EARLY_HUB_GLOBAL}=w}catch(e){}}`,
        ].join('')
  return [
    '(function(){try{',
    // A page the service worker controls starts from its stored copies; only a first visit waits.
    'if(navigator.serviceWorker&&navigator.serviceWorker.controller)return;',
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(options.authStoreKey)})||"null");`,
    `var st=s&&s.version===${options.authStoreVersion}&&s.state;`,
    'if(!st||typeof st.username!=="string"||typeof st.passwordHash!=="string"||!st.user)return;',
    'var b=new TextEncoder().encode(st.username+":"+st.passwordHash),t="";',
    'for(var j=0;j<b.length;j++)t+=String.fromCharCode(b[j]);',
    'var a="Basic "+btoa(t);',
    `var routes=[${routes}],call=null,q=new URLSearchParams(location.search);`,
    'for(var i=0;i<routes.length;i++){var r=routes[i];if(r[0].test(location.pathname)){',
    'var id=q.get(r[1]);if(id&&/^[0-9]{1,9}$/.test(id))call=r[2].replace("{}",id);break}}',
    'if(call){',
    `var h=${headers};h.authorization=a;`,
    'var p=fetch(call,{headers:h,cache:"no-store",credentials:"omit"});',
    // Handled here too: an answer nobody takes (offline, a page change) must not log an error.
    'p.catch(function(){});',
    `window.${EARLY_DATA_GLOBAL}={url:new URL(call,location.href).href,authorization:a,`,
    'at:performance.now(),response:p}}',
    hub,
    '}catch(e){}})()',
  ].join('')
}

import { API_BASE_PATH, NO_CACHE_HEADERS } from './http'

/**
 * Early data (issue 19): on a first visit the scripts take seconds to arrive over a slow network,
 * and only then does the page ask for the one answer its first render waits for. A few hundred
 * bytes of inline script in index.html ask for that answer while the scripts download, with the
 * stored credentials and exactly the headers the app's API client sends; the client takes the
 * answer instead of sending the same request again (src/api/early-data.ts). Nothing else changes:
 * the answer goes through the same validation, and an unused one is dropped. Pages the service
 * worker controls do not ask: they start from the persisted query cache.
 */

/** Routes whose first render waits for one /v6 answer: path pattern, the id's search param, the call. */
export const EARLY_DATA_ROUTES: readonly { path: RegExp; param: string; call: (id: string) => string }[] = [
  { path: /^\/asset\/?$/, param: 'title_id', call: (id) => `${API_BASE_PATH}/titles/${id}/info` },
]

/** Where the inline script leaves its request for the app. */
export const EARLY_DATA_GLOBAL = '__murmurEarlyData'
/** An early answer not taken within this long after navigation is not used (it may be stale). */
export const EARLY_DATA_MAX_AGE_MS = 30_000

export interface EarlyDataScriptOptions {
  authStoreKey: string
  authStoreVersion: number
  appVersion: string
  appVersionHeader: string
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
  const headers = JSON.stringify({
    accept: 'application/json',
    [options.appVersionHeader]: options.appVersion,
    ...NO_CACHE_HEADERS,
  })
  return [
    '(function(){try{',
    `var routes=[${routes}],call=null,q=new URLSearchParams(location.search);`,
    'for(var i=0;i<routes.length;i++){var r=routes[i];if(r[0].test(location.pathname)){',
    'var id=q.get(r[1]);if(id&&/^[0-9]{1,9}$/.test(id))call=r[2].replace("{}",id);break}}',
    'if(!call)return;',
    // A page the service worker controls starts from its stored copies; only a first visit waits.
    'if(navigator.serviceWorker&&navigator.serviceWorker.controller)return;',
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(options.authStoreKey)})||"null");`,
    `var st=s&&s.version===${options.authStoreVersion}&&s.state;`,
    'if(!st||typeof st.username!=="string"||typeof st.passwordHash!=="string"||!st.user)return;',
    'var b=new TextEncoder().encode(st.username+":"+st.passwordHash),t="";',
    'for(var j=0;j<b.length;j++)t+=String.fromCharCode(b[j]);',
    `var h=${headers};h.authorization="Basic "+btoa(t);`,
    'var p=fetch(call,{headers:h,cache:"no-store",credentials:"omit"});',
    // Handled here too: an answer nobody takes (offline, a page change) must not log an error.
    'p.catch(function(){});',
    `window.${EARLY_DATA_GLOBAL}={url:new URL(call,location.href).href,authorization:h.authorization,`,
    'at:performance.now(),response:p}',
    '}catch(e){}})()',
  ].join('')
}

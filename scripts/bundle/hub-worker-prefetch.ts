import type { Plugin } from 'vite'
import { firstVisitScriptElement } from '../../src/core/page-snapshot'

/** The hub's SharedWorker entry as the build names it (workers/hub/shared-worker.ts). */
const HUB_WORKER_FILE = /^assets\/shared-worker-[\w-]+\.js$/

/**
 * On a first visit (no service worker yet), index.html prefetches the hub worker's small entry
 * into the HTTP cache as soon as the framework chunk (the last and largest of the first page's
 * scripts) has arrived: the app creates the worker only once those scripts have run, and its
 * script is then already here (or on its way: the cache hands the running fetch to the worker's)
 * instead of a round trip away, so the inventory download it starts begins that much sooner.
 * Prefetched from the start instead, the entry took bandwidth from the first page's scripts
 * (first render 0.2 s later at 400 kbit/s). The rest of the hub loads when the worker starts.
 */
export function hubWorkerPrefetchScript(workerPath: string): string {
  return `(function(){try{if(navigator.serviceWorker&&navigator.serviceWorker.controller)return;var done=false,o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!done&&e.name.indexOf("/assets/framework-")>=0){done=true;o.disconnect();var k=document.createElement("link");k.rel="prefetch";k.href=${JSON.stringify(workerPath)};document.head.appendChild(k)}})});o.observe({type:"resource",buffered:true})}catch(e){}})()`
}

export function hubWorkerPrefetchPlugin(): Plugin {
  return {
    name: 'murmur-hub-worker-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => HUB_WORKER_FILE.test(file))
        if (files.length !== 1)
          throw new Error(`expected one hub worker entry in the build, found ${files.length}`)
        const headEnd = html.indexOf('</head>')
        if (headEnd < 0) throw new Error('index.html has no </head>: cannot place the hub worker prefetch')
        return `${html.slice(0, headEnd)}${firstVisitScriptElement(hubWorkerPrefetchScript(`/${files[0]}`))}${html.slice(headEnd)}`
      },
    },
  }
}

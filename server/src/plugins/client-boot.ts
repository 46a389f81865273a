import { createHash } from 'node:crypto';
import { BOOT_ASSETS_ELEMENT_ID, BOOT_FETCHES_GLOBAL, EARLY_FETCH_KEY_SEPARATOR } from '../../../contract/boot/early-fetch';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_TAPS_GLOBAL } from '../../../contract/boot/first-screen';
import { CONTENT_PASS_KEY_PREFIX, SESSION_KEYS } from '../../../contract/boot/storage-keys';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '../../../contract/boot/text-size';

/**
 * Paint first, then load: the built index.html asks for the main script, its chunks, the page's data and
 * widget code from <head>, so on a fast line the script arrives and runs before the browser ever paints
 * the static shell, and the phone shows white until the app has rendered. Here the page is rewritten so
 * that nothing in it can hold the first paint back:
 * - the entry stylesheet (a few KB) is inlined, so there is no render-blocking request at all;
 * - the entry script and every preload are started by one small inline script right after the first
 *   frame (requestAnimationFrame, then a task), so the shell and its hero image are on screen first;
 *   the cost is one frame's delay in starting the downloads; the preloads follow a few per task;
 * - that script also asks for the first screen's layout and data with the viewer's session, so even
 *   viewer-specific data (an article's like state) is on its way while the main script downloads.
 * - a tap on a first screen the server drew is kept for the app to replay once it has taken over;
 * - the device's 字体大小 (contract/boot/text-size.ts) is set on <html> at once, so the first paint has it.
 * The inline script's text never changes (its inputs are a JSON data block), so the CSP allows it by hash
 * and scripts stay otherwise 'self'-only.
 */

/** What the boot script starts, in order of importance. */
export interface BootAssets {
  entry: string;
  /** The first screen's layout and data, asked for with the viewer's session (the app's request layer takes them). */
  fetches: string[];
  modules: string[];
  styles: string[];
}

/** A constant of the app's as a JavaScript string literal inside the boot script. */
const js = (value: string) => JSON.stringify(value);

/**
 * Preload links added per task. Each added link cost 1–2 ms of main-thread time in Chromium here, four
 * times that on Lighthouse's slow phone: two dozen in one task made one long task that held back taps.
 */
const PRELOADS_PER_TASK = 4;

// A hidden tab never gets a frame: the timer starts the app anyway. The data is asked for with the
// session headers of the app's request layer, which takes the answers by URL when its session still
// has the same earlyFetchKey; a browser session holding watch-password passes leaves it to the app.
// Storage keys, the key format and the hand-over names are the app's own, from contract/boot.
export const BOOT_SCRIPT =
  `(function(){var d=document,w=window,a=JSON.parse(d.getElementById(${js(BOOT_ASSETS_ELEMENT_ID)}).textContent),done=0;` +
  'function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e.setAttribute(k,attrs[k]);d.head.appendChild(e)}' +
  "function get(k){try{return localStorage.getItem(k)||''}catch(e){return ''}}" +
  // The device's 字体大小 goes on the root before anything is painted (the stylesheet scales by it).
  `var z=get(${js(TEXT_SIZE_KEY)});if(z)d.documentElement.setAttribute(${js(TEXT_SIZE_ATTRIBUTE)},z);` +
  `function early(){try{for(var i=0;i<sessionStorage.length;i++)if(sessionStorage.key(i).indexOf(${js(CONTENT_PASS_KEY_PREFIX)})===0)return}catch(e){}` +
  `var t=get(${js(SESSION_KEYS.accessToken)}),u=get(${js(SESSION_KEYS.userId)}),h={Accept:'application/json'},r={};` +
  "if(t){h['x-token']=t;h.Authorization='Bearer '+t}if(u)h['x-user-id']=u;" +
  `a.fetches.forEach(function(x){r[x]=fetch(x,{headers:h})});w[${js(BOOT_FETCHES_GLOBAL)}]={key:t+${js(EARLY_FETCH_KEY_SEPARATOR)}+u,at:Date.now(),responses:r}}` +
  "function go(){if(done)return;done=1;add('script',{type:'module',crossorigin:'',fetchpriority:'high',src:a.entry});" +
  'if(w.fetch)early();' +
  "var links=a.modules.map(function(u){return{rel:'modulepreload',crossorigin:'',href:u}})" +
  ".concat(a.styles.map(function(u){return{rel:'preload',as:'style',crossorigin:'',href:u}}));" +
  `function more(){links.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){add('link',l)});if(links.length)setTimeout(more,0)}setTimeout(more,0)}` +
  // A tap on the server's drawn first screen (no handlers there yet) is kept for the app to replay, not lost.
  `var f=d.getElementById(${js(FIRST_SCREEN_ELEMENT_ID)});if(f){var taps=w[${js(FIRST_SCREEN_TAPS_GLOBAL)}]=[];` +
  "f.addEventListener('click',function(e){e.preventDefault();e.stopPropagation();taps.push(e.target)},true)}" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})();';

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** JSON inside <script>: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built page with its entry stylesheet inlined and its script and preloads started by BOOT_SCRIPT.
 * A page without Vite's entry script (not a production build) is returned as it is, so is a stylesheet
 * whose text `readStyle` does not have.
 */
export function deferBootAssets(html: string, extra: Omit<BootAssets, 'entry'>, readStyle: (href: string) => string | undefined): string | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return undefined;
  const entryModules: string[] = [];
  const page = html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, (_, href: string) => {
      entryModules.push(href);
      return '';
    })
    .replace(STYLESHEET, (link: string, href: string) => {
      const text = readStyle(href);
      return text === undefined ? link : `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  const assets: BootAssets = { entry, fetches: extra.fetches, modules: [...entryModules, ...extra.modules], styles: extra.styles };
  const boot = `<script type="application/json" id="${BOOT_ASSETS_ELEMENT_ID}">${scriptSafeJson(assets)}</script><script>${BOOT_SCRIPT}</script>`;
  return page.replace('</body>', `${boot}</body>`);
}

// The browser judge behind scripts/xss-judge.sh (read its header for usage).
//
// Each vector is rendered by `webengine render`, and the output page is loaded in headless
// Chromium, driven over the DevTools protocol on a pipe (--remote-debugging-pipe: fd 3 carries
// commands, fd 4 answers and events, each message JSON ending in a NUL byte). A vector fails
// when anything of the page reaches the JavaScript engine or fetches active content:
//
//   script   Debugger.scriptParsed (or scriptFailedToParse) in any context that is not an
//            isolated world. V8 reports every script it compiles: inline and external scripts,
//            event handler attributes (compiled when their event first fires), javascript: URLs,
//            eval and timer strings. Debugger is enabled in every target of the page before it
//            runs anything: targets are auto-attached (browser level for the page and its
//            popups, per target for iframes, out-of-process ones included, and workers) with
//            waitForDebuggerOnStart, and released only after Debugger.enable.
//   dialog   Page.javascriptDialogOpening (alert, confirm, prompt, beforeunload): a second
//            signal that needs nothing injected into the page.
//   remote   a request (Fetch domain) for a script, stylesheet, frame document, XHR/fetch,
//            event source or web socket (images, media and fonts are allowed), and a
//            <meta http-equiv=refresh> navigation (Page.frameRequestedNavigation).
//
// Nothing leaves the machine: Fetch intercepts every request; the page itself is served from
// memory, document requests (link clicks, form posts, frames) are answered 204 No Content, so
// no navigation commits and the page stays, and everything else is failed. Chromium also runs
// behind an unreachable proxy and a resolver that resolves nothing.
//
// Interaction (the judge's own code runs only in isolated worlds, which the count excludes):
// the viewport is made as tall as the page (up to 8,000 px), and at the centre of every
// element box of one layout snapshot of the top page (shadow trees included, closed ones too)
// the mouse moves, presses and releases: real input events, so hover, click, focus, links,
// javascript: URLs and form buttons act as they would for a person. Then, in an isolated world
// of every frame, each element (open shadow roots included) is focused, clicked and blurred,
// every event named by an on* attribute it carries is dispatched to it (to window as well for
// <body> and <frameset>), and every form is submitted. This drives handlers the mouse cannot
// reach (keyboard, clipboard, drag, media events, boxes of no size); it only triggers: what
// counts is still what the page's own world compiles. Then the page has 200 ms for timers,
// animations and media errors, and the tab goes back to about:blank, so pagehide, unload and
// beforeunload handlers run (and count) before the next page.
//
// Navigation: Chromium runs a javascript: URL without a request (so it runs, and counts); every
// other navigation of the page (a clicked link, a submitted form) is answered 204 and does not
// happen, so the page stays and the clicks go on. Popups (target=_blank) are watched like the
// page and closed with it (Chromium runs no javascript: URL in a noopener popup).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const PAGE_URL = 'https://mail.example/m/1';
const SETTLE_MS = 200;
const VIEWPORT_WIDTH = 1000;
const VIEWPORT_MAX_HEIGHT = 8000;
const MAX_POINTS = 400;
const ACTIVE_TYPES = new Set(['Script', 'Stylesheet', 'Document', 'XHR', 'Fetch', 'EventSource', 'WebSocket']);

// ---------------------------------------------------------------- arguments

function usage(message) {
  if (message) process.stderr.write(`xss-judge: ${message}\n`);
  process.stderr.write('usage: scripts/xss-judge.sh [--webengine PATH] [--strategy post|email|both] [--jobs N] [--tabs N]\n'
    + '                          [--timeout SECONDS] [--allow-frame-host HOST]... [--verbose] VECTORS...\n'
    + '       scripts/xss-judge.sh --raw [--tabs N] [--timeout SECONDS] VECTORS...\n'
    + '       scripts/xss-judge.sh --self-test\n'
    + 'The header of scripts/xss-judge.sh describes every option.\n');
  process.exit(message ? 64 : 0);
}

const opts = { webengine: null, strategy: 'both', selfTest: false, jobs: 3, tabs: 6, timeout: 10, verbose: false, chromium: 'chromium', inputs: [], allowFrameHosts: [] };
{
  const argv = process.argv.slice(2);
  const value = (i) => { if (i + 1 >= argv.length) usage(`${argv[i]} needs a value`); return argv[i + 1]; };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--webengine') opts.webengine = value(i++);
    else if (a === '--strategy') opts.strategy = value(i++);
    else if (a === '--chromium') opts.chromium = value(i++);
    else if (a === '--jobs') opts.jobs = Number(value(i++));
    else if (a === '--tabs') opts.tabs = Number(value(i++));
    else if (a === '--timeout') opts.timeout = Number(value(i++));
    else if (a === '--self-test') opts.selfTest = true;
    else if (a === '--raw') opts.raw = true;
    else if (a === '--allow-frame-host') opts.allowFrameHosts.push(value(i++).toLowerCase());
    else if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a === '-h' || a === '--help') usage();
    else if (a === '--') { opts.inputs.push(...argv.slice(i + 1)); break; }
    else if (a.startsWith('-') && a !== '-') usage(`unknown option ${a}`);
    else opts.inputs.push(a);
  }
  if (!['post', 'email', 'both'].includes(opts.strategy)) usage('--strategy must be post, email or both');
  for (const k of ['jobs', 'tabs', 'timeout']) if (!(opts[k] > 0)) usage(`--${k} must be a positive number`);
  if (!opts.selfTest && opts.inputs.length === 0) usage('no VECTORS given');
  if (!opts.selfTest && !opts.raw && !opts.webengine) usage('--webengine is required');
}

// ---------------------------------------------------------------- vectors

function loadVectors(path) {
  let st;
  try { st = statSync(path); } catch { usage(`cannot read ${path}`); }
  if (st.isDirectory()) {
    return readdirSync(path).filter((f) => f.endsWith('.html')).sort()
      .map((f) => ({ id: f.replace(/\.html$/, ''), class: basename(path), html: readFileSync(join(path, f), 'utf8') }));
  }
  const text = readFileSync(path, 'utf8');
  if (/^\s*\[/.test(text)) {
    let list;
    try { list = JSON.parse(text); } catch (e) { usage(`${path}: not valid JSON: ${e.message}`); }
    return list.map((v, i) => {
      if (!v || typeof v.html !== 'string') usage(`${path}: item ${i} has no "html" string`);
      return { id: String(v.id ?? `${basename(path)}#${i + 1}`), class: String(v.class ?? basename(path, '.json')), html: v.html, hash: typeof v.hash === 'string' ? v.hash : '' };
    });
  }
  return text.split('\n').map((line, i) => ({ id: `${basename(path)}:${i + 1}`, class: basename(path).replace(/\.[^.]*$/, ''), html: line }))
    .filter((v) => v.html.trim() !== '');
}

// ---------------------------------------------------------------- small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// A target that never gets a renderer (a popup whose javascript: URL Chromium refused) leaves
// commands unanswered: every command of the judge gives up after a while.
const within = (p, ms, what) => Promise.race([p, sleep(ms).then(() => { throw new Error(`${what}: no answer within ${ms} ms`); })]);
const oneLine = (s, n = 80) => { const t = String(s).replace(/\s+/g, ' ').trim(); return t.length > n ? `${t.slice(0, n)}…` : t; };

class Semaphore {
  constructor(n) { this.n = n; this.queue = []; }
  async run(fn) {
    if (this.n === 0) await new Promise((r) => this.queue.push(r)); else this.n--;
    try { return await fn(); } finally { const next = this.queue.shift(); if (next) next(); else this.n++; }
  }
}

// ---------------------------------------------------------------- Chromium over a pipe

const profile = mkdtempSync(join(tmpdir(), 'xss-judge-'));
let chrome = null;
function cleanup() {
  if (chrome && chrome.exitCode === null) { try { chrome.kill('SIGKILL'); } catch { /* gone */ } }
  try { rmSync(profile, { recursive: true, force: true }); } catch { /* best effort */ }
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => { shutdown(130); });

class CDP {
  constructor(child) {
    this.out = child.stdio[3];
    this.nextId = 1;
    this.calls = new Map();
    this.listeners = new Map();
    let pending = [];
    child.stdio[4].on('data', (chunk) => {
      let start = 0;
      for (let i = chunk.indexOf(0); i !== -1; i = chunk.indexOf(0, start)) {
        pending.push(chunk.subarray(start, i));
        this.dispatch(JSON.parse(Buffer.concat(pending).toString('utf8')));
        pending = [];
        start = i + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    });
    child.stdio[4].on('close', () => { for (const c of this.calls.values()) c.reject(new Error('Chromium closed the pipe')); this.calls.clear(); });
  }
  dispatch(msg) {
    if (msg.id !== undefined) {
      const c = this.calls.get(msg.id);
      if (!c) return;
      this.calls.delete(msg.id);
      if (msg.error) c.reject(new Error(`${c.method}: ${msg.error.message}`)); else c.resolve(msg.result);
      return;
    }
    for (const fn of this.listeners.get(msg.method) || []) {
      try { fn(msg.params, msg.sessionId); } catch (e) { process.stderr.write(`xss-judge: internal error in ${msg.method}: ${e.stack}\n`); }
    }
  }
  send(method, params = {}, sessionId = undefined, ms = 5000) {
    return within(this.call(method, params, sessionId), ms, method);
  }
  call(method, params, sessionId) {
    const id = this.nextId++;
    const msg = { id, method, params };
    if (sessionId) msg.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, method });
      this.out.write(`${JSON.stringify(msg)}\0`);
    });
  }
  on(method, fn) { if (!this.listeners.has(method)) this.listeners.set(method, []); this.listeners.get(method).push(fn); }
}

async function launchChromium() {
  const args = [
    '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`,
    '--no-first-run', '--no-default-browser-check', '--disable-gpu', '--mute-audio', '--hide-scrollbars',
    '--disable-extensions', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--disable-default-apps', '--disable-domain-reliability', '--disable-client-side-phishing-detection',
    '--disable-breakpad', '--disable-crash-reporter', '--metrics-recording-only', '--no-pings', '--password-store=basic', '--use-mock-keychain',
    '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,AutofillServerCommunication',
    '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows',
    '--autoplay-policy=no-user-gesture-required', '--window-size=1000,1000',
    // Belt and braces: the Fetch domain already stops every request of the page.
    '--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>', '--host-resolver-rules=MAP * ~NOTFOUND',
  ];
  // Fewer renderer processes made and torn down per page (pages of several tabs share them).
  args.push(`--renderer-process-limit=${opts.tabs + 2}`);
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  args.push('about:blank');
  chrome = spawn(opts.chromium, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  let stderr = '';
  chrome.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const failed = new Promise((_, reject) => {
    chrome.on('error', (e) => reject(new Error(`cannot start ${opts.chromium}: ${e.message}`)));
    chrome.on('exit', (code, sig) => reject(new Error(`Chromium exited (${sig || code}): ${oneLine(stderr, 600)}`)));
  });
  failed.catch(() => {});
  const cdp = new CDP(chrome);
  browserCDP = cdp;
  const version = await Promise.race([cdp.send('Browser.getVersion'), failed, sleep(30000).then(() => { throw new Error('Chromium did not answer within 30 s'); })]);
  chrome.on('exit', () => { if (!shuttingDown) { process.stderr.write(`xss-judge: Chromium died: ${oneLine(stderr, 600)}\n`); process.exit(2); } });
  return { cdp, version };
}
let shuttingDown = false;
let browserCDP = null;

// ---------------------------------------------------------------- the judge

// --allow-frame-host: frames (embeds) from these hosts and their subdomains are not findings.
function allowedFrame(url) {
  let host;
  try { host = new URL(url).hostname.toLowerCase(); } catch { return false; }
  return opts.allowFrameHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

// In an isolated world of each frame: focus, click and blur every element, fire the events its
// on* attributes name, submit every form. Events cross worlds; the page's handlers run in its own.
const SYNTHETIC = `(() => {
  // Handler attributes whose event type is not the attribute name less "on".
  const ALIASES = { begin: 'beginEvent', end: 'endEvent', repeat: 'repeatEvent',
    webkitanimationstart: 'webkitAnimationStart', webkitanimationiteration: 'webkitAnimationIteration',
    webkitanimationend: 'webkitAnimationEnd', webkittransitionend: 'webkitTransitionEnd' };
  const all = [];
  const walk = (root) => { for (const el of root.querySelectorAll('*')) { all.push(el); if (el.shadowRoot) walk(el.shadowRoot); } };
  walk(document);
  for (const el of all.slice(0, 3000)) {
    if (!el.isConnected) continue;
    try { el.focus({ preventScroll: true }); } catch (e) {}
    for (const a of Array.from(el.attributes || [])) {
      const name = a.name.toLowerCase();
      if (!name.startsWith('on') || name.length < 3) continue;
      const type = name.slice(2);
      for (const t of [type, ALIASES[type]]) {
        if (t) try { el.dispatchEvent(new Event(t, { cancelable: true })); } catch (e) {}
      }
      if (el.localName === 'body' || el.localName === 'frameset') { try { window.dispatchEvent(new Event(type, { cancelable: true })); } catch (e) {} }
    }
    try {
      if (typeof el.click === 'function') el.click();
      else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));  // SVG, MathML
    } catch (e) {}
    try { el.blur(); } catch (e) {}
  }
  // A form is also submitted by Enter in a field, with or without a submit button.
  for (const f of Array.from(document.forms)) { try { f.requestSubmit(); } catch (e) {} }
  try { window.scrollTo(0, 40); } catch (e) {}
  return all.length;
})()`;

class Judge {
  constructor(cdp) {
    this.cdp = cdp;
    this.sessions = new Map();     // sessionId -> {sid, type, targetId, holder, isolated, errorContexts}
    this.owners = new Map();       // targetId -> holder ({job}): a tab (its job changes) or a popup
    this.targetWaiters = new Map();
    this.freeTabs = [];
    const on = (m, fn) => cdp.on(m, fn);
    on('Target.attachedToTarget', (p, parent) => { this.attached(p, parent).catch(() => {}); });
    on('Target.detachedFromTarget', (p) => { this.sessions.delete(p.sessionId); });
    on('Runtime.executionContextCreated', (p, sid) => {
      const s = this.sessions.get(sid);
      if (!s) return;
      const c = p.context;
      if (c.auxData?.type === 'isolated') s.isolated.add(c.id);
      if (String(c.origin).startsWith('chrome-error:')) s.errorContexts.add(c.id);
    });
    // Context ids are reused by a new document: forget those that went away.
    on('Runtime.executionContextDestroyed', (p, sid) => {
      const s = this.sessions.get(sid);
      if (s) { s.isolated.delete(p.executionContextId); s.errorContexts.delete(p.executionContextId); }
    });
    on('Runtime.executionContextsCleared', (p, sid) => {
      const s = this.sessions.get(sid);
      if (s) { s.isolated.clear(); s.errorContexts.clear(); }
    });
    on('Debugger.scriptParsed', (p, sid) => this.scriptParsed(p, sid, false));
    on('Debugger.scriptFailedToParse', (p, sid) => this.scriptParsed(p, sid, true));
    on('Page.javascriptDialogOpening', (p, sid) => {
      const job = this.jobOf(sid);
      if (job) job.findings.push({ kind: 'dialog', text: `${p.type}(${JSON.stringify(oneLine(p.message, 60))})` });
      cdp.send('Page.handleJavaScriptDialog', { accept: true }, sid).catch(() => {});
    });
    on('Page.loadEventFired', (p, sid) => { const job = this.jobOf(sid); if (job && sid === job.mainSid) job.loaded(); });
    on('Fetch.requestPaused', (p, sid) => this.requestPaused(p, sid));
    // A page that navigates by itself without script: <meta http-equiv=refresh>.
    on('Page.frameRequestedNavigation', (p, sid) => {
      const job = this.jobOf(sid);
      if (job && /Refresh$/.test(p.reason)) job.findings.push({ kind: 'remote', text: `refresh (${p.reason}) to ${oneLine(p.url, 100)}` });
    });
  }

  jobOf(sid) {
    const job = this.sessions.get(sid)?.holder.job;
    return job && !job.done ? job : null;
  }

  async start() {
    await this.cdp.send('Browser.setDownloadBehavior', { behavior: 'deny' }).catch(() => {});
    await this.cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  }

  ownerOf(info) {
    if (this.owners.has(info.targetId)) return Promise.resolve(this.owners.get(info.targetId));
    const opener = info.openerId && this.owners.get(info.openerId);
    if (opener) return Promise.resolve(opener.job && !opener.job.done ? { job: opener.job, popup: true } : null);
    // A tab being made: Target.createTarget may answer after the attach event.
    return new Promise((resolve) => {
      this.targetWaiters.set(info.targetId, resolve);
      setTimeout(() => { if (this.targetWaiters.delete(info.targetId)) resolve(null); }, 1500);
    });
  }

  async attached({ sessionId: sid, targetInfo: info, waitingForDebugger }, parentSid) {
    const { cdp } = this;
    let holder = null;
    if (parentSid) {
      const job = this.jobOf(parentSid);
      holder = job ? { job } : null;
    } else if (info.type === 'page') holder = await this.ownerOf(info);
    if (!holder) {
      // Not a page of a vector being judged (the start-up tab, a late popup): let it go.
      if (waitingForDebugger) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sid).catch(() => {});
      if (!parentSid && info.type === 'page' && info.openerId) await cdp.send('Target.closeTarget', { targetId: info.targetId }).catch(() => {});
      return;
    }
    const s = { sid, type: info.type, targetId: info.targetId, holder, isolated: new Set(), errorContexts: new Set() };
    this.sessions.set(sid, s);
    if (holder.popup) {
      this.owners.set(info.targetId, holder);
      holder.job.popups.push(info.targetId);
    }
    holder.job?.sessions.add(s);
    // A popup opens in front of the page; a hidden page draws no frames and takes no input.
    if (holder.popup && holder.job.mainSid) cdp.send('Page.bringToFront', {}, holder.job.mainSid, 1000).catch(() => {});
    const t = 2000;
    const calls = [cdp.send('Runtime.enable', {}, sid, t), cdp.send('Debugger.enable', {}, sid, t)];
    if (info.type === 'page' || info.type === 'iframe') {
      calls.push(
        cdp.send('Page.enable', {}, sid, t),
        cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }, sid, t),
        cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sid, t),
      );
      if (info.type === 'page') {
        calls.push(
          cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true }, sid, t),
          cdp.send('Page.setInterceptFileChooserDialog', { enabled: true }, sid, t),
        );
      }
    }
    // Commands of one session are handled in order, so a target that answers late (one without a
    // renderer yet) still has Debugger enabled before runIfWaitingForDebugger releases it.
    const results = await Promise.allSettled(calls);
    const late = (r) => r.status === 'rejected' && /no answer within/.test(r.reason.message);
    const broken = results.find((r, i) => i < 2 && r.status === 'rejected' && !late(r));
    if (broken && holder.job) holder.job.findings.push({ kind: 'error', text: `cannot watch a ${info.type} target: ${broken.reason.message}` });
    if (results.some(late)) s.silent = true;
    if (waitingForDebugger) await cdp.send('Runtime.runIfWaitingForDebugger', {}, sid).catch(() => {});
    if (holder.isTab && !holder.mainSid) holder.ready(sid);
  }

  scriptParsed(p, sid, failedToParse) {
    const s = this.sessions.get(sid);
    const job = this.jobOf(sid);
    if (!job) return;
    const ctx = p.executionContextId;
    if (p.executionContextAuxData?.type === 'isolated' || s.isolated.has(ctx)) return;  // the judge's own code
    if (s.errorContexts.has(ctx) || String(p.url).startsWith('chrome-error:')) return;   // Chromium's error pages
    const f = { kind: 'script', where: s.type === 'page' ? '' : `${s.type} `, url: p.url, failedToParse, excerpt: null };
    job.findings.push(f);
    job.pending.push(this.cdp.send('Debugger.getScriptSource', { scriptId: p.scriptId }, sid)
      .then((r) => { f.excerpt = r.scriptSource; }).catch(() => {}));
  }

  requestPaused(p, sid) {
    const { cdp } = this;
    const s = this.sessions.get(sid);
    const job = this.jobOf(sid);
    const url = p.request.url;
    const isTopFrame = s && s.type === 'page' && p.frameId === s.targetId;
    if (job && !job.served && sid === job.mainSid && isTopFrame && p.resourceType === 'Document' && url === PAGE_URL) {
      job.served = true;
      cdp.send('Fetch.fulfillRequest', {
        requestId: p.requestId, responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
        body: Buffer.from(job.html, 'utf8').toString('base64'),
      }, sid).catch(() => {});
      return;
    }
    if (job && ACTIVE_TYPES.has(p.resourceType) && !(p.resourceType === 'Document' && (isTopFrame || allowedFrame(url)))) {
      const what = p.resourceType === 'Document' ? 'frame document' : p.resourceType.toLowerCase();
      job.findings.push({ kind: 'remote', text: `loaded remote ${what} ${oneLine(url, 100)}` });
    }
    if (job && opts.verbose && p.resourceType === 'Document' && isTopFrame) job.notes.push(`navigation to ${oneLine(url, 100)} stopped`);
    if (p.resourceType === 'Document') {
      // No navigation commits: the page stays, and no error page is made.
      cdp.send('Fetch.fulfillRequest', { requestId: p.requestId, responseCode: 204, responseHeaders: [] }, sid).catch(() => {});
    } else {
      cdp.send('Fetch.failRequest', { requestId: p.requestId, errorReason: 'BlockedByClient' }, sid).catch(() => {});
    }
  }

  async interact(job) {
    const { cdp } = this;
    const main = job.mainSid;
    // Real input in the top page. The viewport is made as tall as the page (up to a limit), so
    // every box is in view without scrolling; boxes come from one layout snapshot (shadow trees
    // included); each distinct box centre is hovered, pressed and released.
    try {
      const { cssContentSize } = await cdp.send('Page.getLayoutMetrics', {}, main, 2000);
      const height = Math.max(800, Math.min(VIEWPORT_MAX_HEIGHT, Math.ceil(cssContentSize.height)));
      await cdp.send('Emulation.setDeviceMetricsOverride', { width: VIEWPORT_WIDTH, height, deviceScaleFactor: 1, mobile: false }, main, 2000);
      const snap = await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [] }, main, 3000);
      const doc = snap.documents[0];
      const points = new Map();
      doc.layout.nodeIndex.forEach((n, i) => {
        if (doc.nodes.nodeType[n] !== 1) return;
        const [x, y, w, h] = doc.layout.bounds[i];
        if (!(w > 0 && h > 0)) return;
        const cx = Math.round(x + w / 2);
        const cy = Math.round(y + h / 2);
        if (cx < 0 || cy < 0 || cx >= VIEWPORT_WIDTH || cy >= height) return;
        points.set(`${cx},${cy}`, [cx, cy]);
      });
      let failures = 0;
      for (const [x, y] of [...points.values()].slice(0, MAX_POINTS)) {
        if (job.done || failures >= 3) break;
        try {
          await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, main, 1000);
          await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 }, main, 1000);
          await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 }, main, 1000);
          failures = 0;
        } catch {
          // Unanswered input: the page is hidden behind a popup, or went away.
          failures++;
          await cdp.send('Page.bringToFront', {}, main, 1000).catch(() => {});
        }
      }
    } catch { /* the page went away */ }
    // Synthetic: in every frame of every target of the page.
    for (const s of [...job.sessions]) {
      if (job.done) return;
      // Popups hold no content of the vector (a javascript: URL in one runs by itself).
      if ((s.type !== 'page' && s.type !== 'iframe') || s.silent || s.holder.popup) continue;
      let frames = [];
      try {
        const { frameTree } = await cdp.send('Page.getFrameTree', {}, s.sid, 1000);
        const walk = (t) => { frames.push(t.frame.id); for (const c of t.childFrames || []) walk(c); };
        walk(frameTree);
      } catch { frames = []; }
      for (const frameId of frames) {
        if (job.done) return;
        try {
          const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId, worldName: 'xss-judge', grantUniveralAccess: false }, s.sid, 1000);
          s.isolated.add(executionContextId);
          await cdp.send('Runtime.evaluate', { expression: SYNTHETIC, contextId: executionContextId, timeout: 2000 }, s.sid, 3000);
        } catch { /* a remote frame (judged in its own target), or gone */ }
      }
    }
  }

  async newTab() {
    let readyFn;
    const tab = { isTab: true, job: null, mainSid: null, targetId: null, readyP: new Promise((r) => { readyFn = r; }) };
    tab.ready = (sid) => { tab.mainSid = sid; readyFn(); };
    const { targetId } = await this.cdp.send('Target.createTarget', { url: 'about:blank' });
    tab.targetId = targetId;
    this.owners.set(targetId, tab);
    const waiter = this.targetWaiters.get(targetId);
    if (waiter) { this.targetWaiters.delete(targetId); waiter(tab); }
    await within(tab.readyP, 5000, 'a new tab');
    return tab;
  }

  dropTab(tab) {
    this.owners.delete(tab.targetId);
    if (tab.targetId) this.cdp.send('Target.closeTarget', { targetId: tab.targetId }).catch(() => {});
  }

  // Judges one page in a tab of its own (tabs are reused: between pages the tab goes back to
  // about:blank, and the page's unload handlers still count against it).
  async judge(html, hash) {
    const { cdp } = this;
    let loadedFn;
    const job = {
      html, findings: [], notes: [], pending: [], sessions: new Set(), popups: [], served: false, done: false,
      mainSid: null, loadedP: new Promise((r) => { loadedFn = r; }),
    };
    job.loaded = () => loadedFn();
    let tab = null;
    let healthy = false;
    let timedOut = false;
    const work = (async () => {
      tab = this.freeTabs.pop() || await this.newTab();
      tab.job = job;
      job.mainSid = tab.mainSid;
      const main = this.sessions.get(tab.mainSid);
      main.isolated.clear();
      main.errorContexts.clear();
      job.sessions.add(main);
      await cdp.send('Page.navigate', { url: PAGE_URL + (hash || '') }, job.mainSid);
      await Promise.race([job.loadedP, sleep(3000)]);
      if (!job.served) job.findings.push({ kind: 'error', text: 'the page was never requested' });
      await this.interact(job);
      await sleep(SETTLE_MS);
      await cdp.send('Page.navigate', { url: 'about:blank' }, job.mainSid, 2000);
      healthy = true;
    })();
    work.catch(() => {});
    const limit = sleep(opts.timeout * 1000).then(() => { timedOut = true; });
    try {
      await Promise.race([work, limit]);
    } catch (e) {
      job.findings.push({ kind: 'error', text: `judge error: ${e.message}` });
    }
    await Promise.race([Promise.allSettled(job.pending), sleep(1000)]);
    job.done = true;
    if (timedOut) job.findings.push({ kind: 'error', text: `not finished within ${opts.timeout} s` });
    for (const t of job.popups) {
      this.owners.delete(t);
      await cdp.send('Target.closeTarget', { targetId: t }).catch(() => {});
    }
    for (const s of job.sessions) if (!tab || s.sid !== tab.mainSid) this.sessions.delete(s.sid);
    if (tab) {
      tab.job = null;
      if (healthy) this.freeTabs.push(tab); else this.dropTab(tab);
    }
    return { findings: job.findings, notes: job.notes };
  }
}

function describe(findings) {
  const seen = new Set();
  const parts = [];
  for (const f of findings) {
    let text;
    if (f.kind === 'script') {
      const src = f.excerpt == null ? '(source unavailable)' : JSON.stringify(oneLine(f.excerpt, 80));
      const url = f.url ? ` at ${oneLine(f.url, 60)}` : '';
      text = `${f.failedToParse ? 'script (failed to parse)' : 'script'} ${f.where}${src}${url}`;
    } else text = f.text;
    if (!seen.has(text)) { seen.add(text); parts.push(text); }
  }
  return parts.join('; ');
}

// ---------------------------------------------------------------- rendering

const work = mkdtempSync(join(tmpdir(), 'xss-judge-vectors-'));
process.on('exit', () => { try { rmSync(work, { recursive: true, force: true }); } catch { /* best effort */ } });
let fileCounter = 0;

function render(html, strategy) {
  const file = join(work, `v${++fileCounter}.html`);
  writeFileSync(file, html);
  return new Promise((resolve) => {
    const child = spawn(opts.webengine, ['render', file, '--strategy', strategy, '--base-url', PAGE_URL], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = []; let err = '';
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => { err = (err + d).slice(-2000); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.on('error', (e) => { clearTimeout(timer); resolve({ error: e.message }); });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      rmSync(file, { force: true });
      if (code === 0) resolve({ html: Buffer.concat(out).toString('utf8') });
      else resolve({ error: `webengine exited ${sig || code}: ${oneLine(err, 200)}` });
    });
  });
}

// ---------------------------------------------------------------- self-test

const SELF_TEST = [
  { id: 'img-onerror', live: true, html: '<p>x<img src="x" onerror="window.a=1">' },
  { id: 'a-javascript-click', live: true, html: '<a href="javascript:void(document.title=1)">link</a>' },
  { id: 'svg-onload', live: true, html: '<svg onload="window.a=1"><rect width="9" height="9"/></svg>' },
  { id: 'iframe-srcdoc-script', live: true, html: '<iframe srcdoc="<script>parent.a=1</script>"></iframe>' },
  { id: 'details-ontoggle', live: true, html: '<details open ontoggle="window.a=1"><summary>s</summary>d</details>' },
  { id: 'input-autofocus-onfocus', live: true, html: '<input autofocus onfocus="window.a=1">' },
  { id: 'alert-dialog', live: true, html: '<img src=x onerror=alert(1)>' },
  { id: 'div-onmouseover', live: true, html: '<div style="height:40px" onmouseover="window.a=1">hover</div>' },
  { id: 'button-onclick-below-the-fold', live: true, html: '<div style="height:3000px"></div><button onclick="window.a=1">b</button>' },
  { id: 'closed-shadow-onclick', live: true, html: '<div><template shadowrootmode="closed"><b onclick="window.a=1">in shadow</b></template></div>' },
  { id: 'iframe-data-url', live: true, html: '<iframe src="data:text/html,<script>window.a=1</script>"></iframe>' },
  { id: 'form-action-javascript', live: true, html: '<form action="javascript:window.a=1"><button>go</button></form>' },
  // Chromium runs no javascript: URL in a noopener window (the default for _blank), so rel=opener.
  { id: 'a-javascript-target-blank-opener', live: true, html: '<a href="javascript:window.a=1" target="_blank" rel="opener">popup</a>' },
  { id: 'closed-shadow-click-after-a-popup', live: true, html: '<a href="https://example.com/" target="_blank">popup</a><div><template shadowrootmode="closed"><a href="javascript:void(window.a=1)">x</a></template></div>' },
  { id: 'svg-animate-onbegin', live: true, html: '<svg><rect width="9" height="9"><animate attributeName="x" from="0" to="5" dur="1s" onbegin="window.a=1"/></rect></svg>' },
  { id: 'svg-link-without-a-box', live: true, html: '<svg width="0" height="0"><a href="javascript:void(window.a=1)"><rect width="9" height="9"/></a></svg>' },
  { id: 'form-without-a-button', live: true, html: '<form action="javascript:void(window.a=1)"><input name="q"></form>' },
  { id: 'svg-animate-onend-synthetic', live: true, html: '<svg><rect width="9" height="9"><animate attributeName="x" from="0" to="5" dur="5s" onend="window.a=1"/></rect></svg>' },
  { id: 'declarative-shadow-root', live: true, html: '<div><template shadowrootmode="open"><img src="x" onerror="window.a=1"></template></div>' },
  { id: 'body-onpagehide-on-leaving', live: true, html: '<body onpagehide="window.a=1">bye' },
  { id: 'video-source-onerror', live: true, html: '<video><source src="x.mp4" onerror="window.a=1"></video>' },
  { id: 'body-onkeydown-synthetic', live: true, html: '<body onkeydown="window.a=1">text' },
  { id: 'remote-stylesheet', live: true, html: '<link rel="stylesheet" href="https://evil.example/x.css"><p>x' },
  { id: 'style-import', live: true, html: '<style>@import "https://evil.example/y.css";</style><p>x' },
  { id: 'remote-iframe', live: true, html: '<iframe src="https://evil.example/frame"></iframe>' },
  { id: 'meta-refresh', live: true, html: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>x' },
  { id: 'remote-script', live: true, html: '<script src="https://evil.example/x.js"></script>' },
  { id: 'img-onerror-again', live: true, html: '<p>x<img src="x" onerror="window.a=1">' },
  {
    id: 'inert-page', live: false, html: `<!DOCTYPE html><html><head><meta charset="utf-8"><base href="${PAGE_URL}">
<style>p { color: #333 } .x::after { content: "!" } @keyframes k { from { opacity: 0 } to { opacity: 1 } } div { animation: k 0.1s }</style></head>
<body><h1>Hello</h1><p class="x">Text with <a href="https://example.com/">a link</a>, <a href="other">a relative one</a>,
<a href="#frag" id="frag">a fragment</a> and <a href="mailto:a@example.com">mail</a>.</p>
<img src="https://img.example/a.png" alt="a"><img src="b.png" width="10" height="10">
<form action="https://example.com/submit"><input name="q" autofocus><input type="checkbox"><select><option>1</option></select><button>Send</button></form>
<details open><summary>More</summary><p>Hidden text</p></details><details><summary>Closed</summary>x</details>
<svg width="20" height="20"><rect width="9" height="9"><animate attributeName="x" from="0" to="5" dur="1s"/></rect><a href="https://example.com/"><text y="15">s</text></a></svg>
<iframe srcdoc="<p>inert frame</p>"></iframe><video src="v.mp4" controls></video><table><tr><td>cell</td></tr></table>
<div><template shadowrootmode="open"><b>shadow text</b></template></div><blockquote>quoted</blockquote></body></html>`,
  },
];

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const vectors = [];
  if (!opts.selfTest) for (const input of opts.inputs) vectors.push(...loadVectors(input));
  const { cdp, version } = await launchChromium();
  const judge = new Judge(cdp);
  await judge.start();
  const tabs = new Semaphore(opts.tabs);

  if (opts.selfTest) {
    let bad = 0;
    const results = await Promise.all(SELF_TEST.map((t) => tabs.run(() => judge.judge(t.html, ''))));
    SELF_TEST.forEach((t, i) => {
      const found = results[i].findings.filter((f) => f.kind !== 'error');
      const errors = results[i].findings.filter((f) => f.kind === 'error');
      const ok = errors.length === 0 && (t.live ? found.length > 0 : found.length === 0);
      if (!ok) bad++;
      const what = describe(results[i].findings) || 'nothing ran';
      process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${t.live ? 'live ' : 'inert'} ${t.id}: ${what}\n`);
    });
    process.stdout.write(`xss-judge: self-test of ${SELF_TEST.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${version.product})\n`);
    process.stdout.write(`xss-judge: ${SELF_TEST.length - bad} passed, ${bad} failed\n`);
    return bad ? 1 : 0;
  }

  // --raw: the vectors as they are, without webengine (how many are live in Chromium at all).
  const strategies = opts.raw ? ['raw'] : opts.strategy === 'both' ? ['post', 'email'] : [opts.strategy];
  const renders = new Semaphore(opts.jobs);
  const verdicts = new Map(); // output HTML (+ hash) -> judge promise: identical outputs are judged once
  const cases = [];
  for (const v of vectors) for (const s of strategies) cases.push({ v, s });
  const results = new Array(cases.length);
  let printed = 0;
  const flush = () => {
    while (printed < cases.length && results[printed]) {
      const r = results[printed];
      if (r.line) process.stdout.write(`${r.line}\n`);
      printed++;
    }
  };
  await Promise.all(cases.map(async ({ v, s }, i) => {
    const out = opts.raw ? { html: v.html } : await renders.run(() => render(v.html, s));
    let r;
    if (out.error) {
      r = { failed: true, kind: 'not judged', line: `NOT JUDGED ${s} ${v.id} [${v.class}]: ${out.error}` };
    } else {
      const key = `${v.hash || ''}\u0000${out.html}`;
      if (!verdicts.has(key)) verdicts.set(key, tabs.run(() => judge.judge(out.html, v.hash)));
      const { findings, notes } = await verdicts.get(key);
      const real = findings.filter((f) => f.kind !== 'error');
      const kind = real.some((f) => f.kind !== 'remote') ? 'executed' : real.length ? 'remote' : findings.length ? 'not judged' : null;
      const tag = kind === 'executed' ? 'EXECUTED' : kind === 'remote' ? 'REMOTE' : 'NOT JUDGED';
      r = { failed: !!kind, kind, line: kind ? `${tag} ${s} ${v.id} [${v.class}]: ${describe(findings)}` : null };
      if (!kind && opts.verbose) r.line = `ok ${s} ${v.id} [${v.class}]${notes.length ? `: ${notes.join('; ')}` : ''}`;
    }
    r.v = v; r.s = s;
    results[i] = r;
    flush();
  }));
  flush();
  shuttingDown = true;

  const failed = results.filter((r) => r.failed);
  const byKind = (k) => failed.filter((r) => r.kind === k).length;
  const perClass = new Map();
  for (const r of results) {
    const c = perClass.get(r.v.class) || { n: 0, failed: 0 };
    c.n++; if (r.failed) c.failed++;
    perClass.set(r.v.class, c);
  }
  const classes = [...perClass].filter(([, c]) => c.failed).map(([k, c]) => `${k} ${c.failed}/${c.n}`);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`xss-judge: ${vectors.length} vectors x ${strategies.join('+')}, ${verdicts.size} distinct outputs judged in ${secs} s (${version.product}); `
    + `executed ${byKind('executed')}, remote active content ${byKind('remote')}, not judged ${byKind('not judged')}\n`);
  if (classes.length) process.stdout.write(`xss-judge: failed by class: ${classes.join(', ')}\n`);
  process.stdout.write(`xss-judge: ${results.length - failed.length} passed, ${failed.length} failed\n`);
  return failed.length ? 1 : 0;
}

// Chromium is asked to close (so its helpers end too), and killed if it has not within 3 s.
async function shutdown(code) {
  shuttingDown = true;
  if (chrome && chrome.exitCode === null && chrome.signalCode === null) {
    const exited = new Promise((r) => chrome.once('exit', r));
    if (browserCDP) browserCDP.call('Browser.close', {}).catch(() => {});
    await Promise.race([exited, sleep(3000)]);
  }
  cleanup();
  process.exit(code);
}

main().then(shutdown, (e) => {
  process.stderr.write(`xss-judge: ${e.message}\n`);
  return shutdown(2);
});

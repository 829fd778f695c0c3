#!/usr/bin/env node
// Runs one already-inlined web-platform-tests page (as scripts/wpt.py builds it) in a peer DOM
// instead of `webengine run`, so the peers' numbers come from the same pages and the same count:
//
//     node scripts/wpt-peer.js jsdom|domino PAGE.html URL TIMEOUT_SECONDS
//
// Prints the REPORTER's `window.__wptResults` (a JSON string) as the last line of stdout and exits
// 0; prints nothing on stdout and exits 1 if the page reports nothing within TIMEOUT_SECONDS.
// The page's console goes to stderr.
//
// jsdom runs the page's scripts itself (runScripts: 'dangerously'). domino has no script runner,
// so, as domino users do, each classic inline <script> runs in document order with `vm` in a
// context whose global is domino's window, after the whole page is parsed; then readystatechange,
// DOMContentLoaded and load are fired. An exception a script (or a timer) leaves uncaught is
// reported as an `error` event on the window, as a browser's script runner does, so testharness.js
// sees it the same way it does in jsdom and in the engine.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

// Debian's node-jsdom / node-domino (and their dependencies) live in /usr/share/nodejs, which a
// node not built by Debian does not search: add it to NODE_PATH.
const DEBIAN_MODULES = '/usr/share/nodejs';
if (!(process.env.NODE_PATH || '').split(path.delimiter).includes(DEBIAN_MODULES)) {
  process.env.NODE_PATH = [process.env.NODE_PATH, DEBIAN_MODULES].filter(Boolean).join(path.delimiter);
  require('module').Module._initPaths();
}

const [peer, page, url, timeoutText] = process.argv.slice(2);
if (!['jsdom', 'domino'].includes(peer) || !page || !url) {
  process.stderr.write('usage: node scripts/wpt-peer.js jsdom|domino PAGE.html URL TIMEOUT_SECONDS\n');
  process.exit(2);
}
const timeout = (Number(timeoutText) || 10) * 1000;
const html = fs.readFileSync(page, 'utf8');
const pageConsole = new console.Console(process.stderr, process.stderr);

let finished = false;
function finish(json) {
  if (finished) return;
  finished = true;
  process.stdout.write(json + '\n', () => process.exit(0));
}
// Never hangs: whatever the page left running, the process ends at the timeout.
setTimeout(() => {
  if (finished) return;
  process.stderr.write(`wpt-peer: ${peer}: no results within ${timeout / 1000} s\n`);
  process.exit(1);
}, timeout).unref();
const peerModule = require(peer); // before the handlers below: a missing peer fails loudly
// A page that throws (or rejects a promise no one handles) must not take the runner down with it.
let reportUncaught = (error) => pageConsole.error('uncaught:', error);
process.on('uncaughtException', (error) => reportUncaught(error));
process.on('unhandledRejection', (reason) => pageConsole.error('unhandled rejection:', reason));

let window;
if (peer === 'jsdom') {
  const { JSDOM, VirtualConsole } = peerModule;
  const virtualConsole = new VirtualConsole();
  virtualConsole.sendTo(pageConsole);
  window = new JSDOM(html, { url, runScripts: 'dangerously', pretendToBeVisual: true, virtualConsole }).window;
} else {
  const domino = peerModule;
  window = domino.createWindow(html, url);
  Object.defineProperty(window, 'console', { value: pageConsole, configurable: true, writable: true });
  // A global's own operations work called bare (`addEventListener(...)`, `this` undefined) in a
  // browser; domino's window is an ordinary object, so bind them to it as a global would.
  for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent', 'getComputedStyle']) {
    Object.defineProperty(window, name, { value: window[name].bind(window), configurable: true, writable: true });
  }
  const context = vm.createContext(window);
  const document = window.document;
  const fireError = (error) => {
    const event = new window.Event('error', { cancelable: true });
    event.message = error && error.message !== undefined ? String(error.message) : String(error);
    event.error = error;
    event.filename = url;
    event.lineno = 0;
    event.colno = 0;
    try {
      window.dispatchEvent(event);
    } catch (listenerError) {
      pageConsole.error('error listener threw:', listenerError);
    }
  };
  reportUncaught = (error) => {
    pageConsole.error('uncaught:', error);
    fireError(error);
  };
  const dispatch = (target, type) => {
    try {
      target.dispatchEvent(new window.Event(type));
    } catch (error) {
      reportUncaught(error); // domino lets a listener's exception out of dispatchEvent
    }
  };
  const classic = /^(|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|text\/jscript|text\/livescript|application\/x-javascript|text\/javascript1\.[0-5])$/i;
  const scripts = Array.from(document.getElementsByTagName('script'));
  scripts.forEach((script, index) => {
    const type = (script.getAttribute('type') || '').trim();
    if (script.hasAttribute('src') || !classic.test(type)) return; // not fetched / not a classic script
    try {
      vm.runInContext(script.textContent, context, { filename: `${url}#script${index}` });
    } catch (error) {
      reportUncaught(error);
    }
  });
  document.readyState = 'interactive';
  dispatch(document, 'readystatechange');
  dispatch(document, 'DOMContentLoaded');
  document.readyState = 'complete';
  dispatch(document, 'readystatechange');
  dispatch(window, 'load');
}

if (typeof window.__wptResults === 'string') {
  finish(window.__wptResults);
} else {
  window.__wptResolve = finish;
  const poll = setInterval(() => {
    if (typeof window.__wptResults === 'string') {
      clearInterval(poll);
      finish(window.__wptResults);
    }
  }, 25);
}

// node Benchmarks/peers/phases.js domino|jsdom PAGE: the cold post job's phases in a fresh
// Node process (post-job-phases.js), timed with performance.now(); prints one JSON object:
// the page parsed and built ("parse and build"), then each phase, in milliseconds, and the
// HTML ("output"), which must equal the post job's.
const fs = require('fs');
const { performance } = require('perf_hooks');
const [peer, page] = process.argv.slice(2);
const html = fs.readFileSync(page, 'utf8');
const url = 'https://blog.example/post';
const started = performance.now();
const document = peer === 'domino'
    ? require('domino').createWindow(html, url).document
    : new (require('jsdom').JSDOM)(html, { url }).window.document;
const times = { 'parse and build': performance.now() - started };
global.document = document;
const source = fs.readFileSync(require('path').join(__dirname, '..', 'post-job-phases.js'), 'utf8');
const benchPhases = new Function('document', source + '\nreturn benchPhases;')(document);
for (const [name, phase] of benchPhases) {
    const start = performance.now();
    phase();
    times[name] = performance.now() - start;
}
process.stdout.write(JSON.stringify({ times, output: benchPhases.output }) + '\n');

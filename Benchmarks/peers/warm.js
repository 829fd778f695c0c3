// node Benchmarks/peers/warm.js domino|jsdom PAGE WARMUP RUNS [SECONDS]: the post job warm,
// in one Node process: the page parsed into a new document, post-job.js's job, the HTML
// serialized, WARMUP times untimed, then RUNS times timed (stopping early once SECONDS of
// timed runs have passed, after at least three). Prints one JSON object: each timed run's
// milliseconds ("samples") and the last run's HTML ("output").
const fs = require('fs');
const postJob = require('../post-job.js');
const [peer, page, warmUp = '10', runs = '50', seconds = '60'] = process.argv.slice(2);
const html = fs.readFileSync(page, 'utf8');
const url = 'https://blog.example/post';
let once;
if (peer === 'domino') {
    const domino = require('domino');
    once = () => postJob(domino.createWindow(html, url).document);
} else if (peer === 'jsdom') {
    const { JSDOM } = require('jsdom');
    once = () => {
        const dom = new JSDOM(html, { url });
        const output = postJob(dom.window.document);
        dom.window.close();
        return output;
    };
} else {
    throw new Error('usage: warm.js domino|jsdom PAGE WARMUP RUNS [SECONDS]');
}
let output = '';
for (let i = 0; i < Number(warmUp); i++) output = once();
const samples = [];
let spent = 0;
for (let i = 0; i < Number(runs) && (i < 3 || spent < Number(seconds) * 1000); i++) {
    const started = process.hrtime.bigint();
    output = once();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    samples.push(ms);
    spent += ms;
}
process.stdout.write(JSON.stringify({ samples, output }) + '\n');

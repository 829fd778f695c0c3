// node Benchmarks/peers/jsdom-post-job.js PAGE: the post job with jsdom; prints the HTML.
const fs = require('fs');
const { JSDOM } = require('jsdom');
const postJob = require('../post-job.js');
const html = fs.readFileSync(process.argv[2], 'utf8');
const dom = new JSDOM(html, { url: 'https://blog.example/post' });
process.stdout.write(postJob(dom.window.document) + '\n');

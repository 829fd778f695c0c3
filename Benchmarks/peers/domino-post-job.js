// node Benchmarks/peers/domino-post-job.js PAGE: the post job with domino; prints the HTML.
const fs = require('fs');
const domino = require('domino');
const postJob = require('../post-job.js');
const html = fs.readFileSync(process.argv[2], 'utf8');
const window = domino.createWindow(html, 'https://blog.example/post');
process.stdout.write(postJob(window.document) + '\n');

// The post job of post-job.js cut into its phases, each a function of its own, so a harness
// can time them one by one on a fresh engine (the cold job's profile): `benchPhases` lists
// [name, function] in order; run them all, in order, and `benchPhases.output` is the same
// HTML as postJob(document). Same DOM calls as post-job.js, in the same order.
var benchPhases = (function () {
    var base = 'https://blog.example';
    var images;
    function each(list, callback) { Array.prototype.forEach.call(list, callback); }
    var phases = [
        // The first query of a document: the selector compiled, the element index built.
        ['first querySelectorAll (img)', function () { images = document.querySelectorAll('img'); }],
        // About half the images are wider than 320 px: three attribute changes and a class each.
        ['resize images (attributes, class)', function () {
            each(images, function (img) {
                var width = parseInt(img.getAttribute('width'), 10) || 0;
                if (width > 320) {
                    img.setAttribute('data-original-width', String(width));
                    img.setAttribute('width', '320');
                    img.removeAttribute('height');
                    img.setAttribute('class', ((img.getAttribute('class') || '') + ' resized').trim());
                }
            });
        }],
        ['absolutize links (query, href)', function () {
            each(document.querySelectorAll('a[href^="/"]'), function (a) {
                a.setAttribute('href', base + a.getAttribute('href'));
            });
        }],
        ['move iframes into wrappers', function () {
            each(document.querySelectorAll('iframe'), function (frame) {
                var wrapper = document.createElement('div');
                wrapper.setAttribute('class', 'embed');
                frame.parentNode.insertBefore(wrapper, frame);
                wrapper.appendChild(frame);
            });
        }],
        ['mark cite quotes', function () {
            each(document.querySelectorAll('blockquote[cite]'), function (quote) {
                quote.setAttribute('data-quoted', 'true');
            });
        }],
        ['outerHTML', function () { phases.output = document.documentElement.outerHTML; }],
    ];
    return phases;
})();

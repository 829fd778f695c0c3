// The "post job" every contender runs on the same page: resize images wider than 320px,
// absolutize links starting with "/", wrap iframes, mark cite quotes. Then the document is
// serialized. Plain DOM code, as a web view's render script would be. transformPost is the
// job without the serialization (the benchmark times the two apart).
function transformPost(document) {
    var base = 'https://blog.example';
    // Array.prototype.forEach: older DOMs (domino) have NodeLists without forEach.
    function each(selector, callback) { Array.prototype.forEach.call(document.querySelectorAll(selector), callback); }
    each('img', function (img) {
        var width = parseInt(img.getAttribute('width'), 10) || 0;
        if (width > 320) {
            img.setAttribute('data-original-width', String(width));
            img.setAttribute('width', '320');
            img.removeAttribute('height');
            img.setAttribute('class', ((img.getAttribute('class') || '') + ' resized').trim());
        }
    });
    each('a[href^="/"]', function (a) {
        a.setAttribute('href', base + a.getAttribute('href'));
    });
    each('iframe', function (frame) {
        var wrapper = document.createElement('div');
        wrapper.setAttribute('class', 'embed');
        frame.parentNode.insertBefore(wrapper, frame);
        wrapper.appendChild(frame);
    });
    each('blockquote[cite]', function (quote) {
        quote.setAttribute('data-quoted', 'true');
    });
}

function postJob(document) {
    transformPost(document);
    return document.documentElement.outerHTML;
}

if (typeof module !== 'undefined') module.exports = postJob;

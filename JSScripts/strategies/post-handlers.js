// Render-strategy handlers for blog posts and e-mails, registered through the bridge as an
// app would in its web view. Each answers { logDescription } like the article's handlers.
setupWebViewJavascriptBridge(function (bridge) {
    function answer(responseCallback, text) {
        if (responseCallback) responseCallback({ logDescription: text });
    }

    // Images wider than the viewport shrink to fit; their original width is kept in data-.
    bridge.registerHandler('resizeImages', function (data, responseCallback) {
        var maxWidth = (data && data.maxWidth) || 320;
        var resized = 0;
        document.querySelectorAll('img').forEach(function (img) {
            var width = parseInt(img.getAttribute('width'), 10) || parseInt(img.style.width, 10) || 0;
            if (width > maxWidth || !width) {
                img.style.maxWidth = '100%';
                img.style.height = 'auto';
                if (width) img.dataset.originalWidth = String(width);
                img.removeAttribute('height');
                resized++;
            }
        });
        answer(responseCallback, 'resized ' + resized + ' images');
    });

    // Relative links become absolute; links to other hosts are marked and open outside.
    bridge.registerHandler('absolutizeLinks', function (data, responseCallback) {
        var host = '';
        try { host = new URL(document.baseURI).host; } catch (e) {}
        var absolutized = 0, external = 0;
        document.querySelectorAll('a[href]').forEach(function (a) {
            // An SVG <a> has no string `href` property (SVGAnimatedString in a browser).
            if (a.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
            var raw = a.getAttribute('href');
            if (raw.charAt(0) === '#') return;
            var absolute = a.href;
            if (absolute !== raw) { a.setAttribute('href', absolute); absolutized++; }
            try {
                var url = new URL(absolute);
                if (/^https?:$/.test(url.protocol) && url.host !== host) {
                    a.classList.add('external');
                    a.setAttribute('rel', 'noopener');
                    a.setAttribute('target', '_blank');
                    external++;
                }
            } catch (e) {}
        });
        document.querySelectorAll('img[src]').forEach(function (img) { img.setAttribute('src', img.src); });
        answer(responseCallback, 'absolutized ' + absolutized + ' links, marked ' + external + ' external');
    });

    // Video embeds in the content get a responsive 16:9 wrapper (the bridge's hidden
    // messaging iframe, outside <body>, is not content).
    bridge.registerHandler('wrapEmbeds', function (data, responseCallback) {
        var wrapped = 0;
        (document.body || document).querySelectorAll('iframe, video, embed').forEach(function (embed) {
            if (embed.parentNode && embed.parentNode.classList && embed.parentNode.classList.contains('embed-wrapper')) return;
            var wrapper = document.createElement('div');
            wrapper.className = 'embed-wrapper';
            wrapper.style.position = 'relative';
            wrapper.style.paddingBottom = '56.25%';
            wrapper.style.height = '0';
            embed.before(wrapper);
            wrapper.append(embed);
            embed.style.position = 'absolute';
            embed.style.width = '100%';
            embed.style.height = '100%';
            embed.removeAttribute('width');
            embed.removeAttribute('height');
            wrapped++;
        });
        answer(responseCallback, 'wrapped ' + wrapped + ' embeds');
    });

    // Images load lazily, except the first one (it is likely on screen).
    bridge.registerHandler('lazyImages', function (data, responseCallback) {
        var images = document.querySelectorAll('img');
        images.forEach(function (img, index) {
            if (index > 0) img.setAttribute('loading', 'lazy');
            img.setAttribute('decoding', 'async');
        });
        answer(responseCallback, 'lazy-loaded ' + Math.max(0, images.length - 1) + ' images');
    });

    // E-mail: quoted replies collapse behind a <details> toggle.
    bridge.registerHandler('collapseQuotes', function (data, responseCallback) {
        var quotes = [];
        document.querySelectorAll('div.gmail_quote, blockquote[type="cite" i], div#divRplyFwdMsg, div.moz-cite-prefix + blockquote').forEach(function (q) {
            if (!quotes.some(function (outer) { return outer.contains(q); })) quotes.push(q);
        });
        // Outlook: everything from the "-----Original Message-----" separator on. Each div's
        // and p's text is only read when the page has the words at all (most have not).
        if (document.body && /Original Message/i.test(document.body.textContent)) {
            document.querySelectorAll('div, p').forEach(function (node) {
                if (/^\s*-{3,}\s*Original Message\s*-{3,}\s*$/i.test(node.textContent) && !quotes.some(function (q) { return q.contains(node); })) quotes.push(node);
            });
        }
        quotes.forEach(function (quote) {
            var details = document.createElement('details');
            details.className = 'quoted-text';
            var summary = document.createElement('summary');
            summary.textContent = '\u2026';
            details.append(summary);
            quote.before(details);
            // The Outlook separator takes the rest of its container with it.
            var following = [];
            if (!/gmail_quote|divRplyFwdMsg/.test(quote.className + quote.id) && quote.localName !== 'blockquote') {
                for (var n = quote.nextSibling; n; n = n.nextSibling) following.push(n);
            }
            details.append(quote);
            following.forEach(function (n) { details.append(n); });
        });
        answer(responseCallback, 'collapsed ' + quotes.length + ' quotes');
    });

    // E-mail: fixed table widths (600px newsletters) give way to the viewport.
    bridge.registerHandler('neutralizeTableWidths', function (data, responseCallback) {
        var changed = 0;
        document.querySelectorAll('table, td, th').forEach(function (cell) {
            var width = cell.getAttribute('width');
            var styleWidth = cell.style.width;
            if ((width && !/%$/.test(width)) || (styleWidth && /px$/.test(styleWidth))) {
                cell.removeAttribute('width');
                if (styleWidth) cell.style.removeProperty('width');
                if (cell.localName === 'table') cell.style.maxWidth = '100%';
                changed++;
            }
        });
        answer(responseCallback, 'neutralized ' + changed + ' fixed widths');
    });

    // E-mail: tracking pixels (1x1 or hidden images) are removed.
    bridge.registerHandler('dropTrackingPixels', function (data, responseCallback) {
        var dropped = 0;
        document.querySelectorAll('img').forEach(function (img) {
            var w = img.getAttribute('width'), h = img.getAttribute('height');
            var tiny = (w !== null && parseInt(w, 10) <= 1) || (h !== null && parseInt(h, 10) <= 1);
            var hidden = /display\s*:\s*none|visibility\s*:\s*hidden/i.test(img.getAttribute('style') || '');
            if (tiny || hidden) { img.remove(); dropped++; }
        });
        answer(responseCallback, 'dropped ' + dropped + ' tracking pixels');
    });
});

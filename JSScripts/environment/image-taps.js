// Environment setup: taps on images reach native code through the bridge's `imageTap`
// handler, with the image's absolute URL: { link, alt, width, height }. It runs at the start of
// every load (a document-start user script) and listens on that page's document.
setupWebViewJavascriptBridge(function (bridge) {
    if (document.__webengineImageTaps) return; // once per page, however often it runs
    Object.defineProperty(document, '__webengineImageTaps', { value: true });
    document.addEventListener('click', function (event) {
        var target = event.target;
        if (!target || target.localName !== 'img' || event.defaultPrevented) return;
        bridge.callHandler('imageTap', { link: target.src, alt: target.alt || '', width: target.width, height: target.height });
    }, true);
});

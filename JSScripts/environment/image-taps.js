// Environment setup: taps on images reach native code through the bridge's `imageTap`
// handler, with the image's absolute URL: { link, alt, width, height }. It listens on window,
// which outlives page loads: environment scripts run before the page is loaded.
setupWebViewJavascriptBridge(function (bridge) {
    if (window.__webengineImageTaps) return; // once per engine, however often it runs
    Object.defineProperty(window, '__webengineImageTaps', { value: true });
    window.addEventListener('click', function (event) {
        var target = event.target;
        if (!target || target.localName !== 'img' || event.defaultPrevented) return;
        bridge.callHandler('imageTap', { link: target.src, alt: target.alt || '', width: target.width, height: target.height });
    }, true);
});

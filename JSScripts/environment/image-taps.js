// Environment setup: taps on images reach native code through the bridge's `imageTap`
// handler, with the image's absolute URL: { link, alt, width, height }. It listens on window,
// which outlives page loads: environment scripts run before the page is loaded.
setupWebViewJavascriptBridge(function (bridge) {
    window.addEventListener('click', function (event) {
        var target = event.target;
        if (!target || target.localName !== 'img' || event.defaultPrevented) return;
        bridge.callHandler('imageTap', { link: target.src, alt: target.alt || '', width: target.width, height: target.height });
    }, true);
});

function setupWebViewJavascriptBridge(callback) {
    if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
    if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
    window.WVJBCallbacks = [callback];
    var WVJBIframe = document.createElement('iframe');
    WVJBIframe.style.display = 'none';
    WVJBIframe.src = 'https://__bridge_loaded__';
    document.documentElement.appendChild(WVJBIframe);
    setTimeout(function () { document.documentElement.removeChild(WVJBIframe); }, 0);
}

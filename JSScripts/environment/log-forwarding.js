// Environment setup: console output also reaches native code through the bridge's `log`
// handler ({ level, message }), as apps forward web view logs to their own logger.
setupWebViewJavascriptBridge(function (bridge) {
    ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
        var original = console[level];
        console[level] = function () {
            original.apply(console, arguments);
            var message = Array.prototype.map.call(arguments, function (value) {
                return typeof value === 'string' ? value : JSON.stringify(value);
            }).join(' ');
            bridge.callHandler('log', { level: level, message: message });
        };
    });
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

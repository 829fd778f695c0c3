// Environment setup: console output also reaches native code through the bridge's `log`
// handler ({ level, message }), as apps forward web view logs to their own logger.
setupWebViewJavascriptBridge(function (bridge) {
    if (window.__webengineLogForwarding) return; // wrapping console twice would log twice
    Object.defineProperty(window, '__webengineLogForwarding', { value: true });
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

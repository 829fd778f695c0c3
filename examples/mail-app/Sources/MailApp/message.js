// The mail app's message script, as its web view runs it.
function setupWebViewJavascriptBridge(callback) {
    if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
    if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
    window.WVJBCallbacks = [callback];
    var iframe = document.createElement('iframe');
    iframe.style.display = 'none';
    iframe.src = 'https://__bridge_loaded__';
    document.documentElement.appendChild(iframe);
    setTimeout(function () { document.documentElement.removeChild(iframe); }, 0);
}

setupWebViewJavascriptBridge(function (bridge) {
    // Fits wide images to the screen and says how many it changed.
    bridge.registerHandler('fitImages', function (data, reply) {
        var maxWidth = (data && data.maxWidth) || 375;
        var changed = 0;
        document.querySelectorAll('img').forEach(function (image) {
            if (Number(image.getAttribute('width')) > maxWidth) {
                image.style.maxWidth = '100%';
                image.style.height = 'auto';
                changed += 1;
            }
        });
        reply({ changed: changed, maxWidth: maxWidth });
    });

    // Waits for the remote images to load: polls until none is pending (in a test page, none
    // ever loads, so this never answers; the test gives it a page-time budget).
    bridge.registerHandler('waitForImages', function (data, reply) {
        var timer = setInterval(function () {
            if (document.querySelectorAll('img[data-pending]').length === 0) {
                clearInterval(timer);
                reply({ ready: true });
            }
        }, 100);
    });

    // Marks a message read; native code answers when it has saved it (the app's handler).
    bridge.registerHandler('markRead', function (data) {
        bridge.callHandler('saveReadState', { id: data.id, read: true });
    });

    // Answers only when the user taps "show quoted text": never, in a test without taps.
    bridge.registerHandler('awaitQuoteToggle', function (data, reply) {});
});

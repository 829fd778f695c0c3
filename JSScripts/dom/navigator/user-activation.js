// navigator.userActivation (HTML, "Tracking user activation"): whether the user (a tap) or the
// app (its evaluateJavaScript, which WKWebView runs as a user gesture) has acted, ever and in
// the last 5 s of the page's clock (dom.userActivation, window.js). Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    let userActivation;
    const checked = (object, member) => (object === userActivation ? dom.userActivation : dom.illegalInvocation(object, 'UserActivation', member));
    class UserActivation {
        get hasBeenActive() { return checked(this, 'hasBeenActive').hasBeenActive; }
        get isActive() { return checked(this, 'isActive').isActive; }
    }
    userActivation = new UserActivation();
    dom.nonConstructible(UserActivation);
    dom.addNavigatorMembers({ get userActivation() { dom.checkNavigator(this, 'userActivation'); return userActivation; } });
    dom.exposeGlobals({ UserActivation });
})

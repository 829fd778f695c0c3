// A click's activation behaviour (DOM, "dispatch"; HTML's input elements): the activation
// target, the legacy pre-activation and canceled-activation steps of checkboxes and radio
// buttons, and their input and change events. Installed by the first click dispatched.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _bubbles, _eventType } = dom.slots; const { parentOf } = dom.nodeSlots;
    const { Event, MouseEvent } = dom.eventClasses;

    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const inputType = (element) => String(element.getAttribute('type') ?? '').toLowerCase();
    function hasActivationBehavior(node) {
        if (node.nodeType !== 1 || node.namespaceURI !== HTML_NS) return false;
        switch (node.localName) {
            case 'a': case 'area': return node.hasAttribute('href');
            case 'button': return true;
            case 'input': return ['checkbox', 'radio', 'submit', 'image', 'reset', 'button'].includes(inputType(node));
            default: return false;
        }
    }
    // A click's activation target: the target, or (when it bubbles) its nearest ancestor, that has activation behaviour.
    function activationTargetOf(path, event) {
        if (event[_eventType] !== 'click' || !(event instanceof MouseEvent)) return null;
        for (let i = 0; i < path.length; i++) {
            if (i > 0 && !event[_bubbles]) break;
            if (path[i].nodeType === 1 && hasActivationBehavior(path[i])) return path[i];
        }
        return null;
    }
    // Checkboxes and radio buttons change before the listeners run, and change back if one cancels.
    function legacyPreActivation(element) {
        if (element.localName !== 'input') return null;
        const type = inputType(element);
        if (type === 'checkbox') {
            const before = { type, checked: element.checked, indeterminate: Boolean(element.indeterminate) };
            element.checked = !before.checked;
            element.indeterminate = false;
            return before;
        }
        if (type === 'radio') {
            const name = element.getAttribute('name');
            let previous = null;
            if (name) {
                const scope = element.closest('form') || (() => { let r = element; while (parentOf(r)) r = parentOf(r); return r; })();
                if (scope.getElementsByTagName) {
                    for (const other of scope.getElementsByTagName('input')) if (other !== element && other.checked && inputType(other) === 'radio' && other.getAttribute('name') === name) previous = other;
                }
            }
            const before = { type, checked: element.checked, previous };
            element.checked = true;
            return before;
        }
        return null;
    }
    function legacyCanceledActivation(element, before) {
        if (!before) return;
        // By the type it had when clicked: a listener may have changed it since.
        element.checked = before.checked;
        if (before.type === 'checkbox') element.indeterminate = before.indeterminate;
        else if (before.previous && before.previous.isConnected === element.isConnected) before.previous.checked = true;
    }
    function activationBehavior(element, before) {
        if (!before || !element.isConnected) return;
        if (before.type === 'radio' && before.checked) return; // already checked: nothing changed
        dom.dispatchTrusted(element, new Event('input', { bubbles: true, composed: true }));
        dom.dispatchTrusted(element, new Event('change', { bubbles: true }));
    }

    dom.activation = {
        // Before the listeners: the activation target and what its pre-activation changed.
        begin(path, event) {
            const target = activationTargetOf(path, event);
            return target ? { target, before: legacyPreActivation(target) } : null;
        },
        // After them: the activation behaviour, or the canceled-activation steps.
        end({ target, before }, notCanceled) {
            if (notCanceled) activationBehavior(target, before);
            else legacyCanceledActivation(target, before);
        },
    };
})

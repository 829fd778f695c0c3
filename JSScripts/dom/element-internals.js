// ElementInternals (HTML, "Custom elements"): what `attachInternals()` gives a custom element's
// own code. Its closed shadow root, custom states (CustomStateSet, matched by `:state(name)`),
// default ARIA semantics (role and the aria* attributes, kept apart from the element's own
// attributes), and for a form-associated one (`static formAssociated = true`) its form owner,
// submission value (`setFormValue`, in its form's entries), validity (`setValidity`, in
// `checkValidity` and the form's) and labels. Installed on first use of attachInternals or of
// either interface; the form callbacks are dom/custom-elements.js's.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _customDefinition, _customState, _elementInternals, _internalsHost, _internalsValidity, _shadowRoot, _states, _stateSet, _submissionValue, _aria } = dom.slots;
    const notSupported = (message = 'The operation is not supported.') => new DOMException(message, 'NotSupportedError');

    // MARK: CustomStateSet: a setlike of strings.

    const statesOf = (object, member) => object?.[_states] ?? dom.wrongThisCall('CustomStateSet', member);
    class CustomStateSet {
        get size() { return (this?.[_states] ?? dom.illegalInvocation(this, 'CustomStateSet', 'size')).size; }
        has(value) { return statesOf(this, 'has').has(String(value)); }
        entries() { return statesOf(this, 'entries').entries(); }
        keys() { return statesOf(this, 'keys').keys(); }
        values() { return statesOf(this, 'values').values(); }
        forEach(callback, thisArg = undefined) {
            const states = statesOf(this, 'forEach');
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to CustomStateSet.forEach must be a function");
            for (const value of states) callback.call(thisArg, value, value, this);
        }
        add(value) { statesOf(this, 'add').add(String(value)); dom.touch?.(dom.currentDocument); return this; }
        clear() { statesOf(this, 'clear').clear(); }
        delete(value) { return statesOf(this, 'delete').delete(String(value)); }
    }
    Object.defineProperty(CustomStateSet.prototype, Symbol.iterator, { value: CustomStateSet.prototype.values, writable: true, configurable: true });
    // `:state(name)` (dom/selectors.js): whether the element's internals have that state.
    dom.customStates = (element) => element[_elementInternals]?.[_stateSet][_states];

    // MARK: ElementInternals

    const hostOf = (object, member, kind = 'getter') => object?.[_internalsHost] ?? (kind === 'getter' ? dom.illegalInvocation(object, 'ElementInternals', member) : dom.wrongThisCall('ElementInternals', member));
    // The members only a form-associated custom element's internals have: NotSupportedError otherwise.
    function formAssociatedHost(object, member, kind = 'getter') {
        const host = hostOf(object, member, kind);
        if (host[_customDefinition]?.formAssociated !== true) throw kind === 'getter' ? dom.thrownByAttribute(notSupported()) : notSupported();
        return host;
    }
    class ElementInternals {
        get shadowRoot() {
            const host = hostOf(this, 'shadowRoot');
            return host[_shadowRoot] ?? null;
        }
        get form() { return dom.formOwner(formAssociatedHost(this, 'form')); }
        get willValidate() { return dom.willValidate(formAssociatedHost(this, 'willValidate')); }
        get validity() { return dom.validityOf(formAssociatedHost(this, 'validity')); }
        get validationMessage() { return dom.validationMessageOf(formAssociatedHost(this, 'validationMessage')); }
        get labels() { return dom.labelsOf(formAssociatedHost(this, 'labels')); }
        get states() { return hostOf(this, 'states')[_elementInternals][_stateSet]; }
        setFormValue(value, state = undefined) {
            const host = formAssociatedHost(this, 'setFormValue', 'operation');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            // (A FormData is copied: later changes to it do not change what the form submits.)
            host[_submissionValue] = value instanceof globalThis.FormData ? cloneFormData(value) : value === null || value instanceof globalThis.File ? value : String(value);
        }
        setValidity(flags = {}, message = undefined, anchor = undefined) {
            const host = formAssociatedHost(this, 'setValidity', 'operation');
            flags = flags ?? {};
            const set = validityNames.filter((name) => Boolean(flags[name]));
            if (set.length && (message === undefined || String(message) === '')) throw new TypeError('Type error');
            if (anchor !== undefined && anchor !== null && !host.contains(anchor)) throw notSupported();
            host[_internalsValidity] = { flags: set, message: set.length ? String(message) : '' };
        }
        checkValidity() { return dom.checkControlValidity(formAssociatedHost(this, 'checkValidity', 'operation')); }
        reportValidity() { return dom.checkControlValidity(formAssociatedHost(this, 'reportValidity', 'operation')); }
    }
    const validityNames = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'];
    function cloneFormData(formData) {
        const copy = new globalThis.FormData();
        for (const [name, value] of formData) copy.append(name, value);
        return copy;
    }

    // Default ARIA semantics (ARIAMixin): strings, or elements and element lists for the
    // *Element(s) members; WebKit's list, in its order.
    const ariaStrings = 'Atomic AutoComplete BrailleLabel BrailleRoleDescription Busy Checked ColCount ColIndex ColSpan Current Disabled Expanded HasPopup Hidden Invalid KeyShortcuts Label Level Live Modal MultiLine MultiSelectable Orientation Placeholder PosInSet Pressed ReadOnly Relevant Required RoleDescription RowCount RowIndex RowSpan Selected SetSize Sort ValueMax ValueMin ValueNow ValueText'.split(' ');
    const ariaElements = ['ActiveDescendantElement'];
    const ariaElementLists = ['ControlsElements', 'DescribedByElements', 'DetailsElements', 'ErrorMessageElements', 'FlowToElements', 'LabelledByElements', 'OwnsElements'];
    const ariaMembers = ['role', ...[...ariaStrings, ...ariaElements, ...ariaElementLists].sort().map((name) => 'aria' + name)];
    for (const member of ariaMembers) {
        const isList = member.endsWith('Elements'), isElement = member.endsWith('Element');
        const convert = isList ? (value) => (value === null || value === undefined ? null : Object.freeze(Array.from(value, (element) => {
            if (!(element instanceof dom.Element)) throw new TypeError(`The ElementInternals.${member} attribute must be a sequence of Element`);
            return element;
        }))) : isElement ? (value) => {
            if (value !== null && value !== undefined && !(value instanceof dom.Element)) throw new TypeError(`The ElementInternals.${member} attribute must be an instance of Element`);
            return value ?? null;
        } : (value) => (value === null || value === undefined ? null : String(value));
        Object.defineProperty(ElementInternals.prototype, member, {
            get: dom.named({ get() { return hostOf(this, member)[_elementInternals][_aria][member] ?? null; } }.get, 'get ' + member),
            set: dom.named({ set(value) { hostOf(this, member, 'setter')[_elementInternals][_aria][member] = convert(value); } }.set, 'set ' + member),
            configurable: true,
        });
    }
    dom.orderMembers(ElementInternals, `shadowRoot form willValidate validity validationMessage labels states ${ariaMembers.join(' ')} setFormValue setValidity checkValidity reportValidity`);

    // HTMLElement.prototype.attachInternals: once, for a custom element (being constructed or
    // custom) whose definition allows it, as WebKit checks it.
    const attachInternals = {
        attachInternals() {
            if (!(this instanceof dom.HTMLElement)) dom.wrongThisCall('HTMLElement', 'attachInternals');
            const definition = this[_customDefinition];
            const state = this[_customState];
            if (definition === undefined || (state !== 'precustomized' && state !== 'custom')) throw notSupported('attachInternals is only supported on a custom element instance');
            if (definition.disableInternals) throw notSupported('attachInternals is disabled for this custom element');
            if (this[_elementInternals] !== undefined) throw notSupported('There is already an existing ElementInternals');
            const elementInternals = Object.create(ElementInternals.prototype);
            const states = Object.defineProperty(Object.create(CustomStateSet.prototype), _states, { value: new Set() });
            Object.defineProperties(elementInternals, { [_internalsHost]: { value: this }, [_stateSet]: { value: states }, [_aria]: { value: {} } });
            Object.defineProperty(this, _elementInternals, { value: elementInternals });
            return elementInternals;
        },
    }.attachInternals;
    Object.defineProperty(dom.HTMLElement.prototype, 'attachInternals', { value: attachInternals, writable: true, enumerable: true, configurable: true });
    dom.nonConstructible(ElementInternals, CustomStateSet);
    dom.exposeGlobals({ ElementInternals, CustomStateSet });
})

// Form submission as a web view does it, up to the navigation: the engine never navigates, so
// the submission becomes a navigation request (WKNavigationTypeFormSubmitted) with the method
// and the encoded form data, for the navigation delegate and the report. form.submit() submits
// at once; requestSubmit(submitter) and a click on a submit button validate the required
// fields and fire a cancelable `submit` event first (HTML standard, "form submission").
(function (native, internals) {
    'use strict';
    const dom = internals.dom;
    const { _checked, _selected, _submitter, _value } = dom.slots; const { ownerDocumentOf, parentOf } = dom.nodeSlots;
    const FormElement = dom.elementInterface('HTMLFormElement');

    class SubmitEvent extends Event {
        constructor(type, init = {}) { super(type, init); this[_submitter] = init.submitter ?? null; }
        get submitter() { return dom.brandOf(this, _submitter, 'SubmitEvent', 'submitter')[_submitter]; }
    }
    dom.exposeGlobals({ SubmitEvent });

    const listed = 'button, input, select, textarea';

    const { formOwner, isDisabledControl: isDisabled } = dom;

    function inputType(element) {
        return element.localName === 'input' ? (element.getAttribute('type') || 'text').toLowerCase() : element.localName === 'button' ? (element.getAttribute('type') || 'submit').toLowerCase() : '';
    }

    function isSubmitButton(element) {
        if (!element || element.nodeType !== 1) return false;
        const type = inputType(element);
        return (element.localName === 'button' && type !== 'reset' && type !== 'button') || (element.localName === 'input' && (type === 'submit' || type === 'image'));
    }

    const { crlf, encode } = internals.formSubmission;

    // The entry list (dom/network.js constructs it, as FormData's), in the form's charset, with
    // line breaks normalized; a file input sends its file's name, none here.
    // (null: the form is constructing one already, from a formdata listener: no submission.)
    function entryList(form, submitter, charset) {
        return dom.formEntries(form, submitter, charset)?.map(([name, value]) => [crlf(name), crlf(typeof value === 'string' ? value : value.name)]) ?? null;
    }

    // Validation as far as it needs no layout: required fields must have a value.
    function firstInvalidField(form) {
        for (const field of ownerDocumentOf(form).querySelectorAll(listed)) {
            if (formOwner(field) !== form || isDisabled(field) || !field.hasAttribute('required')) continue;
            const type = inputType(field);
            const missing = type === 'checkbox' || type === 'radio' ? !field.checked : field.localName === 'select' ? !field.value : field.value === '';
            if (missing) return field;
        }
        return null;
    }

    // Submits: builds the request and tells native code (nothing navigates).
    function submit(form, submitter) {
        const attribute = (name, formName) => internals.formSubmission.attribute(form, submitter, name, formName);
        let method = (attribute('method', 'formmethod') || 'get').toLowerCase();
        if (!['get', 'post', 'dialog'].includes(method)) method = 'get';
        if (method === 'dialog') return;
        const enctype = internals.formSubmission.enctype(form, submitter);
        const actionText = attribute('action', 'formaction');
        let url;
        try { url = new URL(actionText || ownerDocumentOf(form).URL, ownerDocumentOf(form).baseURI); } catch (error) { return; }
        // The document's encoding, or accept-charset's: a legacy one encodes natively (iconv).
        const charset = internals.formSubmission.charset(form, ownerDocumentOf(form).characterSet, (label) => native.formEncodingName(label));
        const encoding = ['UTF-8', 'UTF-16BE', 'UTF-16LE', 'replacement'].includes(charset) ? null
            : { percentEncode: (text) => native.formPercentEncode(text, charset), representable: (text) => native.formRepresentable(text, charset) };
        const entries = entryList(form, submitter, charset);
        if (entries === null) return;
        const body = encode(entries, method === 'get' ? 'application/x-www-form-urlencoded' : enctype, encoding);
        if (method === 'get' && /^https?:$/.test(url.protocol)) {
            url.search = body;
            native.navigationRequested(url.href, 'formSubmitted', 'GET', null);
        } else {
            native.navigationRequested(url.href, 'formSubmitted', method.toUpperCase(), method === 'get' ? null : body);
        }
    }

    // requestSubmit and a submit button's click: validate, fire `submit`, then submit.
    function requestSubmit(form, submitter) {
        const noValidate = form.hasAttribute('novalidate') || (submitter && submitter.hasAttribute('formnovalidate'));
        if (!noValidate) {
            const invalid = firstInvalidField(form);
            if (invalid) {
                dom.dispatchTrusted(invalid, new Event('invalid', { cancelable: true }));
                return;
            }
        }
        const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter && submitter !== form ? submitter : null });
        if (dom.dispatchTrusted(form, event)) submit(form, submitter);
    }

    // The form's operations, named as WebIDL's (added as the interface completes, after its
    // own members: dom/webidl.js's extendInterface).
    const formOperations = {
        submit() { submit(this, this); },
        requestSubmit(submitter = null) {
            if (submitter !== null && submitter !== undefined) {
                if (!isSubmitButton(submitter)) throw new TypeError("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not a submit button.");
                if (formOwner(submitter) !== this) throw new DOMException("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not owned by this form element.", 'NotFoundError');
            }
            requestSubmit(this, submitter ?? null);
        },
        reset() {
            if (!dom.dispatchTrusted(this, new Event('reset', { bubbles: true, cancelable: true }))) return;
            for (const field of dom.formAssociatedDefined ? dom.withFormAssociated(ownerDocumentOf(this), listed) : ownerDocumentOf(this).querySelectorAll(listed)) {
                if (formOwner(field) !== this) continue;
                if (dom.isFormAssociatedCustom?.(field)) { dom.resetFormAssociated(field); continue; }
                delete field[_value]; delete field[_checked];
                for (const option of field.localName === 'select' ? field.querySelectorAll('option') : []) delete option[_selected];
            }
        },
    };
    dom.extendInterface(FormElement, (prototype) => {
        for (const [name, value] of Object.entries(formOperations)) Object.defineProperty(prototype, name, { value, writable: true, enumerable: true, configurable: true });
    });
    // (Added as the interfaces complete: dom/webidl.js's extendInterface.)
    dom.extendInterface(FormElement, (prototype) => {
        Object.defineProperty(prototype, 'elements', {
            get() {
                const candidates = (document, selector) => (dom.formAssociatedDefined ? dom.withFormAssociated(document, selector) : [...document.querySelectorAll(selector)]);
                if (!dom.HTMLFormControlsCollection) internals.installNow('dom/html-controls.js');
                return dom.liveCollection(dom.HTMLFormControlsCollection, this, () => candidates(ownerDocumentOf(this), listed + ', fieldset, object, output').filter((field) => formOwner(field) === this));
            },
            configurable: true, enumerable: true,
        });
        Object.defineProperty(prototype, 'length', { get() { return this.elements.length; }, configurable: true, enumerable: true });
        for (const name of ['elements', 'length']) dom.brandMember(prototype, name);
    });
    for (const Control of ['HTMLButtonElement', 'HTMLInputElement', 'HTMLSelectElement', 'HTMLTextAreaElement', 'HTMLFieldSetElement', 'HTMLOutputElement', 'HTMLObjectElement']) {
        dom.extendInterface(dom.elementInterface(Control), (prototype) => Object.defineProperty(prototype, 'form', { get() { return formOwner(this); }, configurable: true, enumerable: true }));
    }

    // A click on a submit button (or inside one) submits its form, unless the click was canceled.
    const previous = dom.activate;
    // A submit button that is the click's activation target submits its form (a checkbox
    // inside a button is its own activation target); a form not in a document cannot navigate.
    dom.activate = function (target, event, activationTarget) {
        if (activationTarget && isSubmitButton(activationTarget) && !isDisabled(activationTarget)) {
            const form = formOwner(activationTarget);
            if (form && form.isConnected) { requestSubmit(form, activationTarget); return; }
        }
        if (previous) previous(target, event, activationTarget);
    };
})

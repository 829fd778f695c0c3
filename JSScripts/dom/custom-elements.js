// Custom elements (HTML, "Custom elements"): the window's CustomElementRegistry, definitions,
// upgrades, the [HTMLConstructor] behind `super()` in a custom element's class, and the
// reactions (connected, disconnected, adopted, attribute changed) run as WebKit runs them: at
// the end of the DOM call that caused them. Autonomous elements only: WebKit 2.50 ignores
// `extends` (a customized built-in is defined under its own name and never made). Installed
// on first use (the page's first touch of customElements); until then no definition can exist,
// and the core only marks elements of custom element names "undefined" (dom/nodes/element.js).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _customDefinition, _customReactions, _customState, _host, _shadowRoot } = dom.slots;
    const { attributesOf, firstChildOf, localNameOf, namespaceOf, nodeTypeOf, ownerDocumentOf, parentOf, isElement, setPrefix } = dom.nodeSlots;
    const { HTML_NS, domException, named, notEnoughArguments, nextInTree, isConnected } = dom;
    const HTMLElement = dom.completeBeforeUse(dom.HTMLElement);

    // ----- Definitions ---------------------------------------------------------------------------

    // A registry's state: the page's window has one, and each frame's window its own, made when
    // the frame's script first asks for `customElements`; its definitions belong to that
    // window's document (a DOMParser's or createHTMLDocument's document has none).
    const newRegistry = (documentOf) => ({
        definitions: new Map(), // name -> definition
        byConstructor: new Map(), // constructor -> definition
        whenDefined: new Map(), // name -> { promise, resolve }
        documentOf,
    });
    const pageRegistry = newRegistry(() => dom.currentDocument);
    const frameRegistries = new WeakMap(); // a frame's window -> its registry's state
    const frameStates = new Set(); // those states, for the [HTMLConstructor]'s look-up
    let definitionRunning = false;
    // The construction stack's "already constructed" marker.
    const alreadyConstructed = {};

    function registryOfDocument(document) {
        if (document === dom.currentDocument) return pageRegistry;
        const window = frameStates.size === 0 ? undefined : dom.frameWindowOf?.(document);
        return window === undefined ? undefined : frameRegistries.get(window);
    }
    const lookUp = (document, localName) => registryOfDocument(document)?.definitions.get(localName);

    function validateName(name) {
        if (dom.isValidCustomElementName(name)) return;
        let message = 'Custom element name contains a character that is not allowed';
        if (!/^[a-z]/.test(name)) message = 'Custom element name must have a lowercase ASCII letter as its first character';
        else if (/[A-Z]/.test(name)) message = 'Custom element name cannot contain an uppercase ASCII letter';
        else if (name.indexOf('-') < 0) message = 'Custom element name must contain a hyphen';
        else if (/^[-.0-9_a-z]*$/.test(name)) message = 'Custom element name cannot be same as one of the standard elements';
        throw domException(message, 'SyntaxError');
    }

    const callbackNames = ['connectedCallback', 'disconnectedCallback', 'adoptedCallback', 'attributeChangedCallback'];
    const formCallbackNames = ['formAssociatedCallback', 'formResetCallback', 'formDisabledCallback', 'formStateRestoreCallback'];
    function callbackOf(prototype, name) {
        const callback = prototype[name];
        if (callback === undefined) return undefined;
        if (typeof callback !== 'function') throw new TypeError('A custom element callback must be a function');
        return callback;
    }
    function stringSequence(value) {
        if (value === undefined) return [];
        if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof value[Symbol.iterator] !== 'function') throw new TypeError('Value is not a sequence');
        return Array.from(value, String);
    }

    class CustomElementRegistry {
        constructor() { throw new TypeError('Illegal constructor'); }

        define(name, constructor, options = undefined) {
            const { definitions, byConstructor, whenDefined: whenDefinedPromises, documentOf } = stateOf(this, 'define');
            if (arguments.length < 2) throw notEnoughArguments();
            name = String(name);
            if (!isConstructor(constructor)) throw new TypeError('The second argument must be a constructor');
            validateName(name);
            if (definitionRunning) throw domException('Cannot define a custom element while defining another custom element', 'NotSupportedError');
            if (definitions.has(name)) throw domException('Cannot define multiple custom elements with the same tag name', 'NotSupportedError');
            if (byConstructor.has(constructor)) throw domException('Cannot define multiple custom elements with the same class', 'NotSupportedError');
            definitionRunning = true;
            let definition;
            try {
                const prototype = constructor.prototype;
                if (prototype === null || (typeof prototype !== 'object' && typeof prototype !== 'function')) throw new TypeError("Custom element constructor's prototype must be an object");
                const callbacks = {};
                for (const callbackName of callbackNames) callbacks[callbackName] = callbackOf(prototype, callbackName);
                let observedAttributes = new Set();
                if (callbacks.attributeChangedCallback !== undefined) observedAttributes = new Set(stringSequence(constructor.observedAttributes));
                const disabledFeatures = stringSequence(constructor.disabledFeatures);
                const formAssociated = Boolean(constructor.formAssociated);
                if (formAssociated && !dom.formAssociatedDefined) { internals.installNow('dom/html-controls.js'); dom.formAssociatedDefined = true; }
                if (formAssociated) for (const callbackName of formCallbackNames) callbacks[callbackName] = callbackOf(prototype, callbackName);
                definition = {
                    name, localName: name, constructor, callbacks, observedAttributes, formAssociated, documentOf,
                    disableInternals: disabledFeatures.includes('internals'), disableShadow: disabledFeatures.includes('shadow'),
                    constructionStack: [],
                };
            } finally {
                definitionRunning = false;
            }
            definitions.set(name, definition);
            byConstructor.set(constructor, definition);
            // Elements already in the document wait for this definition: upgraded in tree order.
            const document = documentOf();
            if (document) {
                const candidates = [];
                eachShadowIncluding(document, (node) => {
                    if (node[_customState] === 'undefined' && localNameOf(node) === name && namespaceOf(node) === HTML_NS) candidates.push(node);
                });
                for (const element of candidates) enqueueUpgrade(element, definition);
            }
            const waiting = whenDefinedPromises.get(name);
            if (waiting) {
                waiting.resolve(constructor);
                whenDefinedPromises.delete(name);
            }
        }

        get(name) {
            const { definitions } = stateOf(this, 'get');
            if (arguments.length < 1) throw notEnoughArguments();
            return definitions.get(String(name))?.constructor;
        }

        getName(constructor) {
            const { byConstructor } = stateOf(this, 'getName');
            if (arguments.length < 1) throw notEnoughArguments();
            return byConstructor.get(constructor)?.name ?? null;
        }

        whenDefined(name) {
            let definitions, whenDefinedPromises;
            try {
                ({ definitions, whenDefined: whenDefinedPromises } = stateOf(this, 'whenDefined'));
                if (arguments.length < 1) throw notEnoughArguments();
                name = String(name);
                validateName(name);
            } catch (error) {
                return Promise.reject(error);
            }
            const definition = definitions.get(name);
            if (definition) return Promise.resolve(definition.constructor);
            let waiting = whenDefinedPromises.get(name);
            if (!waiting) {
                let resolve;
                const promise = new Promise((settle) => { resolve = settle; });
                whenDefinedPromises.set(name, waiting = { promise, resolve });
            }
            return waiting.promise;
        }

        upgrade(root) {
            stateOf(this, 'upgrade');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!dom.nodeSlots.isNode(root)) throw new TypeError("Argument 1 ('root') to CustomElementRegistry.upgrade must be an instance of Node");
            const candidates = [];
            eachShadowIncluding(root, (node) => { if (isElement(node)) candidates.push(node); });
            for (const element of candidates) tryToUpgrade(element);
        }

        initialize(root) {
            stateOf(this, 'initialize');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!dom.nodeSlots.isNode(root) || (nodeTypeOf(root) !== 9 && !root[_host])) throw new TypeError("Argument 1 ('root') to CustomElementRegistry.initialize must be an instance of Document or ShadowRoot");
        }
    }
    const { _registry } = dom.slots;
    const stateOf = (object, member) => object?.[_registry] ?? dom.wrongThisCall('CustomElementRegistry', member);
    // IsConstructor without constructing or reading anything of it: a proxy of a constructor
    // is one, and its trap answers instead of the target.
    const constructTrap = { construct: () => ({}) };
    function isConstructor(value) {
        if (typeof value !== 'function') return false;
        try {
            new (new Proxy(value, constructTrap))();
            return true;
        } catch {
            return false;
        }
    }

    // The shadow-including inclusive descendants of `root`, in shadow-including tree order.
    function eachShadowIncluding(root, visit) {
        for (let node = root; node; node = nextInTree(node, root)) {
            visit(node);
            const shadow = node[_shadowRoot];
            if (shadow) eachShadowIncluding(shadow, visit);
        }
    }

    // ----- Reactions -------------------------------------------------------------------------------

    // The custom element reactions stack: a DOM call that may cause reactions pushes an element
    // queue and runs its reactions as it returns; reactions caused outside one (the core's
    // element creation for a parser or a clone) wait in the backup queue for a microtask.
    const reactionStack = [];
    let backupQueue = null;
    function enqueueElement(element) {
        if (reactionStack.length) { reactionStack[reactionStack.length - 1].push(element); return; }
        if (backupQueue === null) {
            backupQueue = [];
            queueMicrotask(() => { const queue = backupQueue; backupQueue = null; invokeReactions(queue); });
        }
        backupQueue.push(element);
    }
    function enqueueReaction(element, reaction) {
        let queue = element[_customReactions];
        if (queue === undefined) Object.defineProperty(element, _customReactions, { value: queue = [] });
        queue.push(reaction);
        enqueueElement(element);
    }
    function invokeReactions(queue) {
        for (let i = 0; i < queue.length; i++) {
            const reactions = queue[i][_customReactions];
            while (reactions.length) {
                const reaction = reactions.shift();
                try { reaction(); } catch (error) { internals.reportError(error); }
            }
        }
    }
    // Runs `work` as a [CEReactions] call: its reactions run as it returns.
    function withReactions(work) {
        const queue = [];
        reactionStack.push(queue);
        try {
            return work();
        } finally {
            reactionStack.pop();
            invokeReactions(queue);
        }
    }

    // The core's mutations enqueue into the call under way (the [CEReactions] method that made
    // them, whose reactions run as it returns: after the scripts an insertion runs, say); a
    // mutation outside any runs its own as it ends.
    function inReactions(work) {
        return reactionStack.length > 0 ? work() : withReactions(work);
    }
    dom.inReactions = inReactions;

    // A [CEReactions] operation or setter wrapping the core's: its reactions run as it returns.
    function reactingOperation(name, operation) {
        const wrapper = named({ [name](...args) { return withReactions(() => Reflect.apply(operation, this, args)); } }[name], name);
        return Object.defineProperty(wrapper, 'length', { value: operation.length });
    }
    const reactingSetter = (name, set) => named({ set(value) { return withReactions(() => Reflect.apply(set, this, [value])); } }.set, 'set ' + name);

    function enqueueCallback(element, callbackName, args) {
        const definition = element[_customDefinition];
        const callback = definition.callbacks[callbackName];
        if (callback === undefined) return;
        if (callbackName === 'attributeChangedCallback' && !definition.observedAttributes.has(args[0])) return;
        enqueueReaction(element, () => Reflect.apply(callback, element, args));
    }
    // The attributes an element has as it becomes custom: a callback each, as if just added.
    function enqueueAttributeCallbacks(element) {
        for (const attribute of attributesOf(element)) enqueueCallback(element, 'attributeChangedCallback', [attribute.localName, null, attribute.value, attribute.namespaceURI]);
    }
    function enqueueUpgrade(element, definition) {
        enqueueReaction(element, () => upgrade(element, definition));
    }
    function tryToUpgrade(element) {
        if (element[_customState] !== 'undefined') return;
        const definition = lookUp(ownerDocumentOf(element), localNameOf(element));
        if (definition && namespaceOf(element) === HTML_NS) enqueueUpgrade(element, definition);
    }

    // HTML's "upgrade an element": its constructor runs on the element as it is, after which it
    // is custom; attributes it already has and its being connected come as callbacks after.
    function upgrade(element, definition) {
        const state = element[_customState];
        if (state !== 'undefined' && state !== undefined) return;
        element[_customDefinition] = definition;
        element[_customState] = 'failed';
        enqueueAttributeCallbacks(element);
        if (isConnected(element)) enqueueCallback(element, 'connectedCallback', []);
        definition.constructionStack.push(element);
        try {
            if (definition.disableShadow && element[_shadowRoot]) throw domException('Custom element has a shadow root but its definition disables shadow', 'NotSupportedError');
            element[_customState] = 'precustomized';
            const result = Reflect.construct(definition.constructor, []);
            if (result !== element) throw new TypeError('Custom element constructor returned a wrong element');
        } catch (error) {
            element[_customState] = 'failed';
            element[_customDefinition] = undefined;
            element[_customReactions].length = 0;
            throw error;
        } finally {
            definition.constructionStack.pop();
        }
        element[_customState] = 'custom';
        if (definition.formAssociated) resetFormOwner(element);
    }

    // [HTMLConstructor]: `new C()` for a defined C makes a new element of its name; within an
    // upgrade, the one being upgraded.
    dom.constructHTMLElement = function (newTarget) {
        // (One HTMLElement serves the page's realm and its frames': the page's definition first.)
        let definition = pageRegistry.byConstructor.get(newTarget);
        if (definition === undefined) for (const state of frameStates) if ((definition = state.byConstructor.get(newTarget)) !== undefined) break;
        if (definition === undefined || newTarget === HTMLElement) throw new TypeError('new.target is not a valid custom element constructor');
        let prototype = newTarget.prototype;
        if (prototype === null || (typeof prototype !== 'object' && typeof prototype !== 'function')) prototype = HTMLElement.prototype;
        const stack = definition.constructionStack;
        if (stack.length === 0) {
            const element = dom.makeElement(HTMLElement, definition.documentOf(), HTML_NS, null, definition.localName);
            Object.setPrototypeOf(element, prototype);
            element[_customState] = 'custom';
            element[_customDefinition] = definition;
            return element;
        }
        const element = stack[stack.length - 1];
        if (element === alreadyConstructed) throw new TypeError('Cannot create a custom element that is already being constructed');
        Object.setPrototypeOf(element, prototype);
        stack[stack.length - 1] = alreadyConstructed;
        return element;
    };

    // "Create an element" with the synchronous custom elements flag (createElement, and the
    // page's parser): a defined name is made by its constructor now; a constructor that throws
    // or returns something else is reported, and the element is an HTMLUnknownElement "failed".
    function constructDefined(document, prefix, localName, definition) {
        try {
            const result = Reflect.construct(definition.constructor, []);
            if (!isElement(result) || namespaceOf(result) !== HTML_NS || !(result instanceof HTMLElement)) throw new TypeError('The result of constructing a custom element must be an HTMLElement');
            if (attributesOf(result).length !== 0) throw domException('A newly constructed custom element must not have attributes', 'NotSupportedError');
            if (firstChildOf(result) !== null) throw domException('A newly constructed custom element must not have child nodes', 'NotSupportedError');
            if (parentOf(result) !== null) throw domException('A newly constructed custom element must not have a parent node', 'NotSupportedError');
            if (ownerDocumentOf(result) !== document) throw domException('A newly constructed custom element belongs to a wrong document', 'NotSupportedError');
            if (localNameOf(result) !== localName) throw domException('A newly constructed custom element has a wrong local name', 'NotSupportedError');
            setPrefix(result, prefix);
            return result;
        } catch (error) {
            internals.reportError(error);
            const element = dom.makeElement(dom.completeBeforeUse(dom.HTMLUnknownElement), document, HTML_NS, prefix, localName);
            element[_customState] = 'failed';
            return element;
        }
    }
    dom.createDefinedElement = function (document, prefix, localName) {
        const definition = lookUp(document, localName);
        if (definition === undefined) return dom.markUnstartedScript(dom.createElement(document, HTML_NS, prefix, localName));
        return withReactions(() => constructDefined(document, prefix, localName, definition));
    };
    // The parser: the page's own parse constructs as createElement does; a fragment's (innerHTML,
    // insertAdjacentHTML) makes the element "undefined" and queues its upgrade, as WebKit does.
    dom.createParsedCustomElement = function (document, localName, isDocumentParse) {
        const definition = isDocumentParse ? lookUp(document, localName) : undefined;
        if (definition === undefined) return dom.createElement(document, HTML_NS, null, localName);
        return withReactions(() => constructDefined(document, null, localName, definition));
    };
    // The attributes the parser gave a custom element: a callback each, before it is inserted.
    dom.customElementAttributesParsed = function (element) {
        if (element[_customState] !== 'custom') return;
        inReactions(() => enqueueAttributeCallbacks(element));
    };
    dom.customElementParsedInto = function (element) {
        if (element[_customState] === 'custom' && isConnected(element)) inReactions(() => enqueueCallback(element, 'connectedCallback', []));
    };
    // An element of a custom element name made without the flag (a clone, a fragment's parse):
    // upgraded by the reactions of the call that made it, if its name is defined.
    dom.customElementCreated = function (element) {
        const definition = lookUp(ownerDocumentOf(element), localNameOf(element));
        if (definition) enqueueUpgrade(element, definition);
        return element;
    };

    // ----- The core's mutations --------------------------------------------------------------------

    dom.customElementsInserted = function (parent, nodes) {
        if (!isConnected(parent)) { if (dom.formAssociatedDefined) inReactions(() => { for (const node of nodes) eachShadowIncluding(node, resetFormAssociation); }); return; }
        inReactions(() => {
            for (const node of nodes) {
                eachShadowIncluding(node, (each) => {
                    const state = each[_customState];
                    if (state === 'custom') { enqueueCallback(each, 'connectedCallback', []); resetFormAssociation(each); }
                    else if (state === 'undefined') tryToUpgrade(each);
                });
            }
        });
    };
    dom.customElementsRemoved = function (parent, nodes) {
        if (!isConnected(parent)) { if (dom.formAssociatedDefined) inReactions(() => { for (const node of nodes) eachShadowIncluding(node, resetFormAssociation); }); return; }
        inReactions(() => {
            for (const node of nodes) eachShadowIncluding(node, (each) => { if (each[_customState] === 'custom') { enqueueCallback(each, 'disconnectedCallback', []); resetFormAssociation(each); } });
        });
    };

    // ----- Form-associated custom elements (`static formAssociated = true`) ---------------------

    const { _formOwner, _formDisabled } = dom.slots;
    const isFormAssociated = (element) => element[_customState] === 'custom' && element[_customDefinition]?.formAssociated === true;
    dom.isFormAssociatedCustom = isFormAssociated;
    // HTML's "reset the form owner": formAssociatedCallback with the new owner when it changed.
    function resetFormOwner(element) {
        const owner = dom.formOwner(element);
        if ((element[_formOwner] ?? null) === owner) return;
        element[_formOwner] = owner;
        enqueueCallback(element, 'formAssociatedCallback', [owner]);
    }
    // formDisabledCallback when the element's disabled state changed (its attribute, a fieldset's).
    function resetDisabled(element) {
        const disabled = dom.isDisabledControl(element);
        if ((element[_formDisabled] ?? false) === disabled) return;
        element[_formDisabled] = disabled;
        enqueueCallback(element, 'formDisabledCallback', [disabled]);
    }
    function resetFormAssociation(element) {
        if (!isFormAssociated(element)) return;
        resetFormOwner(element);
        resetDisabled(element);
    }
    // The form's reset algorithm for one (bridge/forms.js).
    dom.resetFormAssociated = (element) => inReactions(() => enqueueCallback(element, 'formResetCallback', []));
    // The elements of `root` matching `selector`, with the form-associated custom elements
    // among them in tree order (the forms' listed elements, dom/html-controls.js and bridge/forms.js).
    dom.withFormAssociated = (root, selector) => [...root.querySelectorAll('*')].filter((element) => element.matches(selector) || isFormAssociated(element));
    dom.customElementsAdopted = function (node, oldDocument, newDocument) {
        inReactions(() => {
            eachShadowIncluding(node, (each) => { if (each[_customState] === 'custom') enqueueCallback(each, 'adoptedCallback', [oldDocument, newDocument]); });
        });
    };
    dom.customAttributeChanged = function (element, localName, namespaceURI, oldValue) {
        if (dom.formAssociatedDefined && (localName === 'disabled' || localName === 'form') && namespaceURI === null) {
            inReactions(() => eachShadowIncluding(element, resetFormAssociation));
        }
        if (element[_customState] !== 'custom') return;
        const value = element.getAttributeNS(namespaceURI, localName);
        inReactions(() => enqueueCallback(element, 'attributeChangedCallback', [localName, oldValue, value, namespaceURI]));
    };

    // The DOM calls made of several mutations: their reactions run once all are done (each
    // single mutation runs its own as it ends, above).
    const compoundCalls = {
        Node: 'appendChild insertBefore replaceChild removeChild cloneNode normalize textContent= nodeValue=',
        Element: 'innerHTML= outerHTML= insertAdjacentHTML insertAdjacentElement insertAdjacentText setHTMLUnsafe prepend append replaceChildren before after replaceWith remove',
        CharacterData: 'before after replaceWith remove',
        DocumentType: 'before after replaceWith remove',
        DocumentFragment: 'prepend append replaceChildren',
        Document: 'prepend append replaceChildren importNode adoptNode',
        HTMLElement: 'innerText= outerText=',
    };
    for (const [interfaceName, list] of Object.entries(compoundCalls)) {
        const prototype = dom[interfaceName].prototype;
        for (const entry of list.split(' ')) {
            const setter = entry.endsWith('=');
            const name = setter ? entry.slice(0, -1) : entry;
            const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
            if (descriptor === undefined) continue;
            if (setter && descriptor.set) {
                descriptor.set = reactingSetter(name, descriptor.set);
            } else if (!setter && typeof descriptor.value === 'function') {
                descriptor.value = reactingOperation(name, descriptor.value);
            } else {
                continue;
            }
            Object.defineProperty(prototype, name, descriptor);
        }
    }

    // define and upgrade are [CEReactions]: the upgrades they cause run as they return.
    for (const name of ['define', 'upgrade']) {
        Object.defineProperty(CustomElementRegistry.prototype, name, { value: reactingOperation(name, CustomElementRegistry.prototype[name]), writable: true, configurable: true });
    }

    // ----- The window's registry ---------------------------------------------------------------------

    const makeRegistry = (state) => Object.defineProperty(Object.create(CustomElementRegistry.prototype), _registry, { value: state });
    const registry = makeRegistry(pageRegistry);
    const frameRegistryObjects = new WeakMap(); // a frame's window -> its registry
    // A frame's window's own registry, made on first use (dom/frames.js's customElements).
    function registryOfWindow(window) {
        if (window === undefined || window === null || window === globalThis || !dom.frameWindows?.has(window)) return registry;
        let frameRegistry = frameRegistryObjects.get(window);
        if (frameRegistry === undefined) {
            const state = newRegistry(() => window.document);
            frameRegistries.set(window, state);
            frameStates.add(state);
            frameRegistryObjects.set(window, frameRegistry = makeRegistry(state));
        }
        return frameRegistry;
    }
    dom.registryOfWindow = registryOfWindow;
    dom.exposeGlobals({ CustomElementRegistry });
    // The window's [SameObject] attribute, a getter as WebKit's.
    dom.defineWindowProperty('customElements', {
        get: Object.getOwnPropertyDescriptor({ get customElements() { return registry; } }, 'customElements').get, set: undefined,
        enumerable: true, configurable: true,
    });

})

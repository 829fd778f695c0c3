// The HTML element interfaces (HTMLAnchorElement, HTMLDivElement, ... HTMLUnknownElement), each
// with the content attributes its IDL reflects and none it does not, as the HTML standard
// lists them. The policy is the table below: one line per interface, its tags and its
// reflected attributes in a small notation:
//   name            a string reflecting the lowercased attribute (`referrerPolicy` -> referrerpolicy)
//   name=attr       a string reflecting `attr`
//   url:name        a URL, resolved against the document's base
//   bool:name       a boolean (attribute present or not)
//   ulong:name=N    an unsigned number, N when absent or invalid (0 if no N; -1: a long limited
//                   to non-negative numbers, whose setter throws for a negative value)
//   positive:name=N an unsigned number limited to positive numbers (setting 0 throws)
//   nonzero:name=N  likewise, with fallback (setting 0 sets N)
//   clamped:name=N/MIN/MAX  an unsigned number clamped to [MIN, MAX], N when absent or invalid
//   long:name=N     a signed number, likewise
//   nulltoempty:name  a string whose setter takes null as "" ([LegacyNullToEmptyString])
//   tokens:name=attr  a DOMTokenList over `attr`
//   enum:name=a|b|c  an enumerated attribute: its value lowercased if one of these, else the
//                    first (the invalid- and missing-value default; `enum:name=|a|b` has none)
//                    (`enum:name=>d|a|b`: no missing-value default, `d` for invalid values;
//                    `enum:name@attr=...` reflects `attr`)
//   crossorigin:name the CORS settings attribute (null when absent)
//   action:name      a form's action: the document's URL when absent
//   double:name=N    a floating-point number
//   place:name       not reflected: a member another file defines (the form controls' `form`,
//                    a media element's `videoWidth`), its place held here so that the
//                    interface lists its members in WebKit's order (the file replaces it;
//                    `place:name()` for an operation)
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    const { _attributeChanged, _data, _isHTML, _name, _ownerElement, _target } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTMLElement } = dom;

    const crossOrigin = 'crossorigin:crossOrigin';
    const referrer = 'enum:referrerPolicy=|no-referrer|no-referrer-when-downgrade|same-origin|origin|strict-origin|origin-when-cross-origin|strict-origin-when-cross-origin|unsafe-url';

    // [interface, parent (default HTMLElement), tags, reflected attributes], the attributes (and the
    // places of members other files define) in WebKit's order
    const interfaces = [
        ['HTMLAnchorElement', null, 'a', `charset coords download hreflang name ping rel rev shape target type place:text tokens:relList=rel ${referrer} place:href place:origin place:protocol place:username place:password place:host place:hostname place:port place:pathname place:search place:hash place:toString()`],
        ['HTMLAreaElement', null, 'area', `alt coords bool:noHref ping rel shape target download ${referrer} tokens:relList=rel place:href place:origin place:protocol place:username place:password place:host place:hostname place:port place:pathname place:search place:hash place:toString()`],
        ['HTMLMediaElement', null, '', `place:error url:src place:srcObject place:currentSrc ${crossOrigin} place:networkState enum:preload=|none|metadata|auto place:buffered place:readyState place:seeking place:currentTime place:duration place:paused place:defaultPlaybackRate place:playbackRate place:preservesPitch place:played place:seekable place:ended bool:autoplay bool:loop bool:controls place:volume place:muted bool:defaultMuted=muted place:audioTracks place:textTracks place:videoTracks place:load() place:canPlayType() place:fastSeek() place:getStartDate() place:play() place:pause() place:addTextTrack()`],
        ['HTMLAudioElement', 'HTMLMediaElement', 'audio', ''],
        ['HTMLVideoElement', 'HTMLMediaElement', 'video', 'ulong:width ulong:height place:videoWidth place:videoHeight url:poster bool:playsInline'],
        ['HTMLBRElement', null, 'br', 'clear'],
        ['HTMLBaseElement', null, 'base', 'url:href target'],
        ['HTMLBodyElement', null, 'body', 'nulltoempty:aLink background nulltoempty:bgColor nulltoempty:link nulltoempty:text nulltoempty:vLink'],
        ['HTMLButtonElement', null, 'button', 'bool:disabled place:form action:formAction enum:formEnctype=>application/x-www-form-urlencoded|application/x-www-form-urlencoded|multipart/form-data|text/plain enum:formMethod=>get|get|post|dialog enum:type=submit|reset|button bool:formNoValidate formTarget name value place:willValidate place:validity place:validationMessage place:labels place:checkValidity() place:reportValidity() place:setCustomValidity()'],
        ['HTMLCanvasElement', null, 'canvas', 'ulong:width=300 ulong:height=150'],
        ['HTMLDListElement', null, 'dl', 'bool:compact'],
        ['HTMLDataElement', null, 'data', 'value'],
        ['HTMLDataListElement', null, 'datalist', ''],
        ['HTMLDetailsElement', null, 'details', 'name bool:open'],
        ['HTMLDialogElement', null, 'dialog', 'bool:open'],
        ['HTMLDirectoryElement', null, 'dir', 'bool:compact'],
        ['HTMLDivElement', null, 'div', 'align'],
        ['HTMLEmbedElement', null, 'embed', 'align height name url:src type width'],
        ['HTMLFieldSetElement', null, 'fieldset', 'bool:disabled place:form name place:type place:elements place:willValidate place:validity place:validationMessage place:checkValidity() place:reportValidity() place:setCustomValidity()'],
        ['HTMLFontElement', null, 'font', 'nulltoempty:color face size'],
        ['HTMLFormElement', null, 'form', 'acceptCharset=accept-charset action:action enum:autocomplete=on|off enum:enctype=application/x-www-form-urlencoded|multipart/form-data|text/plain enum:encoding@enctype=application/x-www-form-urlencoded|multipart/form-data|text/plain enum:method=get|post|dialog name bool:noValidate target rel tokens:relList=rel place:elements place:length place:submit() place:requestSubmit() place:reset() place:checkValidity() place:reportValidity()'],
        ['HTMLFrameElement', null, 'frame', 'name scrolling url:src frameBorder url:longDesc bool:noResize nulltoempty:marginHeight nulltoempty:marginWidth'],
        ['HTMLFrameSetElement', null, 'frameset', 'cols rows'],
        ['HTMLHRElement', null, 'hr', 'align color bool:noShade size width'],
        ['HTMLHeadElement', null, 'head', ''],
        ['HTMLHeadingElement', null, 'h1 h2 h3 h4 h5 h6', 'align'],
        ['HTMLHtmlElement', null, 'html', 'version'],
        ['HTMLIFrameElement', null, 'iframe', `url:src srcdoc name tokens:sandbox=sandbox allow bool:allowFullscreen width height ${referrer} enum:loading=eager|lazy place:contentDocument place:contentWindow align scrolling frameBorder url:longDesc nulltoempty:marginHeight nulltoempty:marginWidth place:getSVGDocument()`],
        ['HTMLImageElement', null, 'img', `alt url:src srcset sizes ${crossOrigin} useMap bool:isMap place:width place:height place:naturalHeight place:naturalWidth place:complete place:currentSrc ${referrer} enum:decoding=auto|sync|async enum:loading=eager|lazy name url:lowsrc align ulong:hspace ulong:vspace url:longDesc nulltoempty:border enum:fetchPriority=auto|high|low place:decode()`],
        ['HTMLInputElement', null, 'input', 'accept alt autocomplete place:defaultChecked place:checked dirName bool:disabled place:form place:files action:formAction enum:formEnctype=>application/x-www-form-urlencoded|application/x-www-form-urlencoded|multipart/form-data|text/plain enum:formMethod=>get|get|post|dialog bool:formNoValidate formTarget ulong:height place:indeterminate place:list max ulong:minLength=-1 ulong:maxLength=-1 min bool:multiple name pattern placeholder bool:readOnly bool:required positive:size=20 url:src step enum:type=text|hidden|search|tel|url|email|password|date|month|week|time|datetime-local|number|range|color|checkbox|radio|file|submit|image|reset|button place:defaultValue place:value place:valueAsDate place:valueAsNumber ulong:width place:willValidate place:validity place:validationMessage place:labels place:selectionStart place:selectionEnd place:selectionDirection align useMap place:stepUp() place:stepDown() place:checkValidity() place:reportValidity() place:setCustomValidity() place:select() place:setRangeText() place:setSelectionRange()'],
        ['HTMLLIElement', null, 'li', 'type long:value'],
        ['HTMLLabelElement', null, 'label', 'place:form htmlFor=for'],
        ['HTMLLegendElement', null, 'legend', 'place:form align'],
        ['HTMLLinkElement', null, 'link', `bool:disabled charset url:href hreflang media rel rev tokens:sizes=sizes target type enum:as=|fetch|image|script|style|font|track ${crossOrigin} imageSrcset imageSizes ${referrer} tokens:blocking=blocking enum:fetchPriority=auto|high|low place:sheet tokens:relList=rel integrity`],
        ['HTMLMapElement', null, 'map', 'place:areas name'],
        ['HTMLMarqueeElement', null, 'marquee', 'behavior bgColor direction height ulong:hspace long:loop=-1 ulong:scrollAmount=6 ulong:scrollDelay=85 bool:trueSpeed ulong:vspace width'],
        ['HTMLMenuElement', null, 'menu', 'bool:compact'],
        ['HTMLMetaElement', null, 'meta', 'content httpEquiv=http-equiv media name scheme'],
        ['HTMLMeterElement', null, 'meter', 'double:value double:min double:max=1 double:low double:high double:optimum'],
        ['HTMLModElement', null, 'ins del', 'url:cite dateTime'],
        ['HTMLOListElement', null, 'ol', 'bool:compact long:start=1 bool:reversed type'],
        ['HTMLObjectElement', null, 'object', 'place:form code align archive nulltoempty:border url:codeBase codeType url:data bool:declare height ulong:hspace name standby type useMap ulong:vspace width place:willValidate place:validity place:validationMessage place:checkValidity() place:reportValidity() place:setCustomValidity()'],
        ['HTMLOptGroupElement', null, 'optgroup', 'bool:disabled label'],
        ['HTMLOptionElement', null, 'option', 'bool:disabled place:form place:label place:defaultSelected place:selected place:value place:text place:index'],
        ['HTMLOutputElement', null, 'output', 'tokens:htmlFor=for place:form name place:type place:defaultValue textValue:value place:willValidate place:validity place:validationMessage place:labels place:checkValidity() place:reportValidity() place:setCustomValidity()'],
        ['HTMLParagraphElement', null, 'p', 'align'],
        ['HTMLParamElement', null, 'param', 'name type value valueType'],
        ['HTMLPictureElement', null, 'picture', ''],
        ['HTMLPreElement', null, 'pre listing xmp', 'long:width'],
        ['HTMLProgressElement', null, 'progress', 'double:value double:max=1 place:position place:labels'],
        ['HTMLQuoteElement', null, 'q blockquote', 'url:cite'],
        ['HTMLScriptElement', null, 'script', `place:text htmlFor=for event charset bool:async bool:defer url:src type ${crossOrigin} bool:noModule integrity ${referrer} enum:fetchPriority=auto|high|low tokens:blocking=blocking`],
        ['HTMLSelectElement', null, 'select', 'autocomplete bool:disabled place:form bool:multiple name bool:required ulong:size place:type place:options place:length place:selectedOptions place:selectedIndex place:value place:willValidate place:validity place:validationMessage place:labels place:item() place:namedItem() place:add() place:remove() place:checkValidity() place:reportValidity() place:setCustomValidity()'],
        ['HTMLSlotElement', null, 'slot', 'name'],
        ['HTMLSourceElement', null, 'source', 'url:src type srcset sizes media ulong:width ulong:height'],
        ['HTMLSpanElement', null, 'span', ''],
        ['HTMLStyleElement', null, 'style', 'media type tokens:blocking=blocking'],
        ['HTMLTableCaptionElement', null, 'caption', 'align'],
        ['HTMLTableCellElement', null, 'td th', 'place:cellIndex align axis nulltoempty:bgColor ch=char chOff=charoff clamped:colSpan=1/1/1000 clamped:rowSpan=1/0/65534 headers height bool:noWrap vAlign width abbr enum:scope=|row|col|rowgroup|colgroup'],
        ['HTMLTableColElement', null, 'col colgroup', 'align ch=char chOff=charoff clamped:span=1/1/1000 vAlign width'],
        ['HTMLTableElement', null, 'table', 'place:caption place:tHead place:tFoot place:tBodies place:rows align border frame rules summary width nulltoempty:bgColor nulltoempty:cellPadding nulltoempty:cellSpacing place:createCaption() place:deleteCaption() place:createTHead() place:deleteTHead() place:createTFoot() place:deleteTFoot() place:createTBody() place:insertRow() place:deleteRow()'],
        ['HTMLTableRowElement', null, 'tr', 'place:rowIndex place:sectionRowIndex place:cells align nulltoempty:bgColor ch=char chOff=charoff vAlign place:insertCell() place:deleteCell()'],
        ['HTMLTableSectionElement', null, 'thead tbody tfoot', 'place:rows align ch=char chOff=charoff vAlign place:insertRow() place:deleteRow()'],
        ['HTMLTemplateElement', null, 'template', 'place:content enum:shadowRootMode=|open|closed bool:shadowRootDelegatesFocus bool:shadowRootClonable bool:shadowRootSerializable'],
        ['HTMLTextAreaElement', null, 'textarea', 'dirName bool:disabled place:form ulong:minLength=-1 ulong:maxLength=-1 name placeholder bool:readOnly bool:required nonzero:rows=2 nonzero:cols=20 wrap place:type place:defaultValue place:value place:textLength place:willValidate place:validity place:validationMessage place:labels place:selectionStart place:selectionEnd place:selectionDirection autocomplete place:checkValidity() place:reportValidity() place:setCustomValidity() place:select() place:setRangeText() place:setSelectionRange()'],
        ['HTMLTimeElement', null, 'time', 'dateTime'],
        ['HTMLTitleElement', null, 'title', ''],
        ['HTMLTrackElement', null, 'track', 'enum:kind=subtitles>metadata|subtitles|captions|descriptions|chapters|metadata url:src srclang label bool:default place:readyState place:track'],
        ['HTMLUListElement', null, 'ul', 'bool:compact type'],
        ['HTMLUnknownElement', null, '', ''],
    ];

    // Interfaces' constants (on the interface object and its prototype).
    const interfaceConstants = {
        HTMLMediaElement: 'NETWORK_EMPTY=0 NETWORK_IDLE=1 NETWORK_LOADING=2 NETWORK_NO_SOURCE=3 HAVE_NOTHING=0 HAVE_METADATA=1 HAVE_CURRENT_DATA=2 HAVE_FUTURE_DATA=3 HAVE_ENOUGH_DATA=4',
        HTMLTrackElement: 'NONE=0 LOADING=1 LOADED=2 ERROR=3',
    };

    // Elements whose interface is HTMLElement itself; any other name without a hyphen (not a
    // custom element name) is an HTMLUnknownElement.
    const plainElements = new Set(('abbr address article aside b bdi bdo cite code dd dfn dt em figcaption figure footer header '
        + 'hgroup i kbd main mark nav noscript rp rt ruby s samp search section small strong sub summary sup u var wbr '
        + 'acronym basefont big center nobr noembed noframes plaintext rb rtc strike tt').split(' '));

    // Attributes every HTML element reflects (the rest of HTMLElement's are defined elsewhere).
    const globalAttributes = 'title lang accessKey=accesskey bool:hidden bool:inert bool:autofocus nonce enum:dir=|ltr|rtl|auto '
        + 'enum:inputMode=|none|text|tel|url|email|numeric|decimal|search enum:enterKeyHint=|enter|done|go|next|previous|search|send';

    // ARIA reflection (ARIAMixin, on every Element): `role` and each `aria*` property is the
    // attribute's value, null when absent.
    const ariaProperties = ('Atomic AutoComplete BrailleLabel BrailleRoleDescription Busy Checked ColCount ColIndex ColIndexText '
        + 'ColSpan Current Description Disabled Expanded HasPopup Hidden Invalid KeyShortcuts Label Level Live Modal MultiLine '
        + 'MultiSelectable Orientation Placeholder PosInSet Pressed ReadOnly Relevant Required RoleDescription RowCount RowIndex '
        + 'RowIndexText RowSpan Selected SetSize Sort ValueMax ValueMin ValueNow ValueText').split(' ');

    // ----- Reflection ------------------------------------------------------------------------------

    // HTML's rules for parsing integers: ASCII whitespace, an optional sign, digits; NaN when
    // there are none (null: absent), and 0 for "-0".
    const integerPrefix = /^[\t\n\f\r ]*([-+]?[0-9]+)/;
    function parseInteger(text) {
        const match = text === null ? null : integerPrefix.exec(text);
        return match === null ? NaN : +match[1] + 0;
    }

    // An element's reflected attribute `property` of `interfaceName`: an object whose one
    // accessor property is it, named `get x`/`set x` as WebIDL's are (computed keys name
    // them), each checking its object first (so the interface's brand checks need not wrap it).
    function reflector(kind, property, attribute, parameter, interfaceName) {
        switch (kind) {
            case 'url': return {
                get [property]() { checkElement(this, interfaceName, property);
                    const value = this.getAttribute(attribute);
                    if (value === null) return '';
                    try { return dom.resolveURL(value, ownerDocumentOf(this) ? ownerDocumentOf(this).baseURI : undefined); } catch (error) { return value; }
                },
                set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value); },
            };
            case 'bool': return {
                get [property]() { checkElement(this, interfaceName, property); return this.hasAttribute(attribute); },
                set [property](value) { checkElement(this, interfaceName, property); this.toggleAttribute(attribute, !!value); },
            };
            case 'ulong': {
                const fallback = parameter === undefined ? 0 : Number(parameter);
                return {
                    get [property]() { checkElement(this, interfaceName, property);
                        const value = parseInteger(this.getAttribute(attribute));
                        return value >= 0 && value <= 2147483647 ? value : fallback;
                    },
                    set [property](value) { checkElement(this, interfaceName, property);
                        // A long limited to non-negative numbers (maxLength: -1 when absent) throws for
                        // a negative value; an unsigned long out of range sets the default.
                        if (fallback === -1) {
                            const number = +value | 0;
                            if (number < 0) throw new DOMException(`The value provided (${number}) is negative.`, 'IndexSizeError');
                            this.setAttribute(attribute, String(number));
                            return;
                        }
                        const number = +value >>> 0;
                        this.setAttribute(attribute, String(number <= 2147483647 ? number : fallback));
                    },
                };
            }
            // An unsigned long limited to positive numbers (`positive`: setting 0 throws; `nonzero`:
            // setting 0 sets the default), or clamped (`clamped:name=default/min/max`).
            case 'positive': case 'nonzero': case 'clamped': {
                const [fallback, min = 1, max = 2147483647] = parameter.split('/').map(Number);
                return {
                    get [property]() { checkElement(this, interfaceName, property);
                        const value = parseInteger(this.getAttribute(attribute));
                        if (kind === 'clamped') return value >= 0 ? Math.min(Math.max(value, min), max) : fallback;
                        return value >= 1 && value <= 2147483647 ? value : fallback;
                    },
                    set [property](value) { checkElement(this, interfaceName, property);
                        const number = +value >>> 0;
                        if (number === 0 && kind === 'positive') throw new DOMException(`The value provided (${number}) is not positive.`, 'IndexSizeError');
                        this.setAttribute(attribute, String((number >= 1 || kind === 'clamped') && number <= 2147483647 ? number : fallback));
                    },
                };
            }
            case 'long': {
                const fallback = parameter === undefined ? 0 : Number(parameter);
                return {
                    get [property]() { checkElement(this, interfaceName, property);
                        const value = parseInteger(this.getAttribute(attribute));
                        return value >= -2147483648 && value <= 2147483647 ? value : fallback;
                    },
                    set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, String(+value | 0)); },
                };
            }
            // [LegacyNullToEmptyString]: null sets the empty string.
            case 'nulltoempty': return {
                get [property]() { checkElement(this, interfaceName, property); return this.getAttribute(attribute) ?? ''; },
                set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value === null ? '' : value); },
            };
            case 'tokens': return {
                get [property]() { checkElement(this, interfaceName, property);
                    const key = dom.slots['_tokens_' + attribute];
                    return this[key] || Object.defineProperty(this, key, { value: dom.tokenList(this, attribute), enumerable: false })[key];
                },
                set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value); },
            };
            case 'enum': {
                const [defaults, ...keywords] = parameter.split('|');
                const [missing, invalid = missing] = defaults.split('>');
                const all = [missing, ...keywords].filter(Boolean);
                return {
                    get [property]() { checkElement(this, interfaceName, property);
                        const value = this.getAttribute(attribute);
                        if (value === null) return missing;
                        // ASCII case-insensitive: the keywords are ASCII, so a value that is not cannot match.
                        const lower = value.toLowerCase();
                        return all.includes(lower) && !/[^\0-\x7f]/.test(value) ? lower : invalid;
                    },
                    set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value); },
                };
            }
            // A form's action (and a submitter's formAction): the document's URL when absent or empty.
            case 'action': return {
                get [property]() { checkElement(this, interfaceName, property);
                    const value = this.getAttribute(attribute);
                    const document = ownerDocumentOf(this);
                    if (!value) return document ? document.URL : '';
                    try { return dom.resolveURL(value, document ? document.baseURI : undefined); } catch (error) { return value; }
                },
                set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value); },
            };
            case 'double': {
                const fallback = parameter === undefined ? 0 : Number(parameter);
                return {
                    get [property]() { checkElement(this, interfaceName, property); const value = parseFloat(this.getAttribute(attribute)); return Number.isFinite(value) ? value : fallback; },
                    set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, String(Number(value))); },
                };
            }
            // <output>'s value is its text.
            case 'textValue': return {
                get [property]() { checkElement(this, interfaceName, property); return this.textContent; },
                set [property](value) { checkElement(this, interfaceName, property); this.textContent = value; },
            };
            // crossOrigin: null when absent, `anonymous` for any value but use-credentials.
            case 'crossorigin': return {
                get [property]() { checkElement(this, interfaceName, property);
                    const value = this.getAttribute(attribute);
                    if (value === null) return null;
                    return value.toLowerCase() === 'use-credentials' ? 'use-credentials' : 'anonymous';
                },
                set [property](value) { checkElement(this, interfaceName, property); if (value == null) this.removeAttribute(attribute); else this.setAttribute(attribute, value); },
            };
            default: return {
                get [property]() { checkElement(this, interfaceName, property); return this.getAttribute(attribute) ?? ''; },
                set [property](value) { checkElement(this, interfaceName, property); this.setAttribute(attribute, value); },
            };
        }
    }

    // Defines the reflected attributes of `list` on a prototype of the interface
    // `interfaceName` (see reflector).
    function checkElement(object, interfaceName, property) {
        if (object == null || attributesOf(object) === undefined) dom.illegalInvocation(object, interfaceName, property);
    }
    function reflect(proto, list, interfaceName) {
        for (const entry of list.split(' ')) {
            if (!entry) continue;
            const colon = entry.indexOf(':');
            const kind = colon > 0 ? entry.slice(0, colon) : 'string';
            if (kind === 'place') {
                dom.holdPlace(proto, entry.slice(colon + 1)); // (defined already: never replaced by a placeholder)
                continue;
            }
            const [name, parameter] = entry.slice(colon + 1).split('=');
            const [property, renamed] = name.split('@');
            const numeric = kind === 'ulong' || kind === 'long' || kind === 'double' || kind === 'positive' || kind === 'nonzero' || kind === 'clamped';
            const attribute = renamed ?? (kind === 'enum' || numeric || parameter === undefined ? property.toLowerCase() : parameter);
            const accessors = Object.getOwnPropertyDescriptor(reflector(kind, property, attribute, kind === 'enum' || numeric ? parameter : undefined, interfaceName), property);
            Object.defineProperty(proto, property, { get: accessors.get, set: accessors.set, configurable: true, enumerable: true });
        }
    }
    // The property names a list reflects (they check their object: see reflect).
    const reflectedNames = (list) => list.replace(/(^|\s)place:\S+/g, '').replace(/(^|\s)[a-zA-Z]+:/g, '$1').replace(/=\S*/g, '').replace(/@\S*/g, '');

    // ----- The interfaces ----------------------------------------------------------------------

    const classes = { HTMLElement };
    function interfaceClass(name, parent) {
        const Parent = classes[parent || 'HTMLElement'];
        // Named as the interface (its `name` and class string), not constructible from script.
        const Interface = { [name]: class extends Parent { constructor() { throw new TypeError('Illegal constructor'); } } }[name];
        Object.defineProperty(Interface.prototype, Symbol.toStringTag, { value: name, configurable: true });
        classes[name] = Interface;
        return Interface;
    }

    // Each interface's members are defined when it completes, on first use (its first element,
    // or a script touching its global: webidl.js's exposeOnFirstUse), after what this file and
    // the later ones add to it (webidl.js's completeLater and extendInterface).
    for (const [name, parent, tags, attributes] of interfaces) {
        const Interface = interfaceClass(name, parent);
        dom.completeLater(Interface, name, (prototype) => {
            reflect(prototype, attributes, name);
            for (const constant of interfaceConstants[name]?.split(' ') ?? []) { const [key, value] = constant.split('='); Interface[key] = Number(value); }
        }, dom.nodeSlots.isElement, () => (attributes ? 'dataset ' + reflectedNames(attributes) : 'dataset'));
        for (const tag of tags.split(' ')) if (tag) dom.elementClasses.set(tag, Interface);
        dom.exposeOnFirstUse(Interface, name);
    }
    reflect(HTMLElement.prototype, globalAttributes, 'HTMLElement');
    // `translate`: "yes" or "" on the nearest ancestor that says, "no" turns it off; inherited.
    Object.defineProperty(HTMLElement.prototype, 'translate', {
        get() {
            for (let element = this; element && nodeTypeOf(element) === 1; element = parentOf(element)) {
                const value = element.getAttribute('translate');
                if (value === null) continue;
                const keyword = value.toLowerCase();
                if (keyword === 'yes' || keyword === '') return true;
                if (keyword === 'no') return false;
            }
            return true;
        },
        set(value) { this.setAttribute('translate', value ? 'yes' : 'no'); },
        configurable: true, enumerable: true,
    });
    // Editing and user interaction (HTML's contentEditable, draggable, spellcheck,
    // autocapitalize), answered as WebKit does.
    const editableKeywords = { '': 'true', true: 'true', false: 'false', 'plaintext-only': 'plaintext-only' };
    const keywordOf = (element, attribute, keywords) => { const value = element.getAttribute(attribute); return value === null ? undefined : keywords[value.toLowerCase()]; };
    const htmlMembers = {
        contentEditable: {
            get() { return keywordOf(this, 'contenteditable', editableKeywords) ?? 'inherit'; },
            set(value) {
                const keyword = String(value).toLowerCase();
                if (keyword === 'inherit') this.removeAttribute('contenteditable');
                else if (keyword === 'true' || keyword === 'false' || keyword === 'plaintext-only') this.setAttribute('contenteditable', keyword);
                else throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            },
        },
        // Editable when connected and the nearest element that says is editable.
        isContentEditable: {
            get() {
                if (!this.isConnected) return false;
                for (let element = this; element && nodeTypeOf(element) === 1; element = parentOf(element)) {
                    const keyword = keywordOf(element, 'contenteditable', editableKeywords);
                    if (keyword !== undefined) return keyword !== 'false';
                }
                return false;
            },
        },
        draggable: {
            get() {
                const keyword = (this.getAttribute('draggable') || '').toLowerCase();
                if (keyword === 'true' || keyword === 'false') return keyword === 'true';
                return localNameOf(this) === 'img' || (localNameOf(this) === 'a' && this.hasAttribute('href'));
            },
            set(value) { this.setAttribute('draggable', value ? 'true' : 'false'); },
        },
        spellcheck: {
            get() {
                for (let element = this; element && nodeTypeOf(element) === 1; element = parentOf(element)) {
                    const keyword = keywordOf(element, 'spellcheck', { '': true, true: true, false: false });
                    if (keyword !== undefined) return keyword;
                }
                return true;
            },
            set(value) { this.setAttribute('spellcheck', value ? 'true' : 'false'); },
        },
        autocapitalize: {
            get() {
                const value = this.getAttribute('autocapitalize');
                if (!value) return '';
                return { off: 'none', none: 'none', on: 'sentences', sentences: 'sentences', words: 'words', characters: 'characters' }[value.toLowerCase()] ?? 'sentences';
            },
            set(value) { this.setAttribute('autocapitalize', value); },
        },
        accessKeyLabel: { get() { return ''; } },
        // (attributes.js's, named `get dataset` as WebIDL's getters are.)
        dataset: { get: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset').get },
    };
    for (const [name, { get, set }] of Object.entries(htmlMembers)) {
        const accessor = Object.getOwnPropertyDescriptor({ get [name]() { return get.call(this); }, set [name](value) { set.call(this, value); } }, name);
        Object.defineProperty(HTMLElement.prototype, name, { get: accessor.get, set: set ? accessor.set : undefined, configurable: true, enumerable: true });
    }
    for (const [property, attribute] of [['role', 'role'], ...ariaProperties.map((name) => ['aria' + name, 'aria-' + name.toLowerCase()])]) {
        Object.defineProperty(dom.Element.prototype, property, {
            get() { return this.getAttribute(attribute); },
            set(value) { if (value === null) this.removeAttribute(attribute); else this.setAttribute(attribute, value); },
            configurable: true, enumerable: true,
        });
    }
    Object.defineProperty(HTMLElement.prototype, Symbol.toStringTag, { value: 'HTMLElement', configurable: true });

    // Unknown names make HTMLUnknownElements (createElement reads these); custom element names
    // (with a hyphen) and the plain elements stay HTMLElement.
    for (const name of plainElements) dom.elementClasses.set(name, HTMLElement);
    dom.HTMLUnknownElement = classes.HTMLUnknownElement;
    // An element interface by name, complete or not (other files extend them before first use).
    dom.elementInterface = (name) => classes[name];

    // ----- Form owners and disabled controls ------------------------------------------------------
    // One definition for the bridge's submission (bridge/forms.js), form data (dom/network.js),
    // the controls' interfaces (dom/html-controls.js) and form-associated custom elements.

    const isHTMLNamed = (node, name) => nodeTypeOf(node) === 1 && namespaceOf(node) === dom.HTML_NS && localNameOf(node) === name;
    // HTML's form owner: a connected element's `form` attribute's form, else its nearest form ancestor.
    function formOwner(element) {
        if (element.hasAttribute('form')) {
            const document = ownerDocumentOf(element);
            const owner = element.isConnected && document ? document.getElementById(element.getAttribute('form')) : null;
            return owner !== null && isHTMLNamed(owner, 'form') ? owner : null;
        }
        for (let node = parentOf(element); node; node = parentOf(node)) if (isHTMLNamed(node, 'form')) return node;
        return null;
    }
    // Disabled itself, or inside a disabled fieldset other than in that fieldset's first legend.
    function isDisabledControl(element) {
        if (element.hasAttribute('disabled')) return true;
        for (let child = element, node = parentOf(element); node; child = node, node = parentOf(node)) {
            if (!isHTMLNamed(node, 'fieldset') || !node.hasAttribute('disabled')) continue;
            let legend = firstChildOf(node);
            while (legend && !isHTMLNamed(legend, 'legend')) legend = nextSiblingOf(legend);
            if (legend !== child) return true;
        }
        return false;
    }
    Object.assign(dom, { formOwner, isDisabledControl });

    // What HTMLElement.prototype carried for every element moves to the interfaces that have it.
    const moved = {
        value: ['HTMLInputElement', 'HTMLTextAreaElement', 'HTMLSelectElement', 'HTMLOptionElement'],
        defaultValue: ['HTMLInputElement', 'HTMLTextAreaElement', 'HTMLOutputElement'],
        checked: ['HTMLInputElement'], defaultChecked: ['HTMLInputElement'],
        selected: ['HTMLOptionElement'], defaultSelected: ['HTMLOptionElement'],
        text: ['HTMLAnchorElement', 'HTMLOptionElement', 'HTMLScriptElement', 'HTMLTitleElement'],
        naturalWidth: ['HTMLImageElement'], naturalHeight: ['HTMLImageElement'], complete: ['HTMLImageElement'],
        rows: ['HTMLTableElement', 'HTMLTableSectionElement'], tBodies: ['HTMLTableElement'], tHead: ['HTMLTableElement'],
        tFoot: ['HTMLTableElement'], caption: ['HTMLTableElement'], cells: ['HTMLTableRowElement'], rowIndex: ['HTMLTableRowElement'],
        cellIndex: ['HTMLTableCellElement'], content: ['HTMLTemplateElement'],
    };
    for (const part of ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']) {
        moved[part] = ['HTMLAnchorElement', 'HTMLAreaElement'];
    }
    for (const [property, targets] of Object.entries(moved)) {
        const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
        if (!descriptor) continue;
        for (const target of targets) dom.extendInterface(classes[target], (prototype) => Object.defineProperty(prototype, property, { ...descriptor, enumerable: true }));
        delete HTMLElement.prototype[property];
    }
    // Table editing (HTML's HTMLTableElement, HTMLTableSectionElement, HTMLTableRowElement):
    // indices are WebIDL longs, -1 meaning the end; out of range is an IndexSizeError.
    const indexSizeError = (index) => new DOMException(`The index provided (${index}) is outside the range of rows or cells.`, 'IndexSizeError');
    const firstChildNamed = (parent, name) => {
        for (let n = firstChildOf(parent); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 && namespaceOf(n) === dom.HTML_NS && localNameOf(n) === name) return n;
        return null;
    };
    const make = (parent, name) => ownerDocumentOf(parent).createElementNS(dom.HTML_NS, name);
    function insertInto(list, parent, name, index) {
        index |= 0;
        if (index < -1 || index > list.length) throw indexSizeError(index);
        const item = make(parent, name);
        return index === -1 || index === list.length ? parent.appendChild(item) : parent.insertBefore(item, list[index]);
    }
    function deleteFrom(list, index) {
        index |= 0;
        if (index === -1) { if (list.length) list[list.length - 1].remove(); return; }
        if (index < 0 || index >= list.length) throw indexSizeError(index);
        list[index].remove();
    }
    dom.extendInterface(classes.HTMLTableElement, (prototype) => Object.assign(prototype, {
        createCaption() { return firstChildNamed(this, 'caption') ?? this.insertBefore(make(this, 'caption'), firstChildOf(this)); },
        deleteCaption() { firstChildNamed(this, 'caption')?.remove(); },
        createTHead() {
            const existing = firstChildNamed(this, 'thead');
            if (existing) return existing;
            let before = firstChildOf(this);
            while (before && !(nodeTypeOf(before) === 1 && namespaceOf(before) === dom.HTML_NS && !['caption', 'colgroup'].includes(localNameOf(before)))) before = nextSiblingOf(before);
            return this.insertBefore(make(this, 'thead'), before);
        },
        deleteTHead() { firstChildNamed(this, 'thead')?.remove(); },
        createTFoot() { return firstChildNamed(this, 'tfoot') ?? this.appendChild(make(this, 'tfoot')); },
        deleteTFoot() { firstChildNamed(this, 'tfoot')?.remove(); },
        createTBody() {
            const bodies = this.tBodies;
            const last = bodies[bodies.length - 1];
            return this.insertBefore(make(this, 'tbody'), last ? nextSiblingOf(last) : null);
        },
        insertRow(index = -1) {
            const rows = this.rows;
            index |= 0;
            if (index < -1 || index > rows.length) throw indexSizeError(index);
            if (rows.length === 0) {
                const bodies = this.tBodies;
                const body = bodies.length ? bodies[bodies.length - 1] : this.appendChild(make(this, 'tbody'));
                return body.appendChild(make(this, 'tr'));
            }
            if (index === -1 || index === rows.length) return parentOf(rows[rows.length - 1]).appendChild(make(this, 'tr'));
            return parentOf(rows[index]).insertBefore(make(this, 'tr'), rows[index]);
        },
        deleteRow(index) { deleteFrom(this.rows, index); },
    }));
    dom.extendInterface(classes.HTMLTableSectionElement, (prototype) => Object.assign(prototype, {
        insertRow(index = -1) { return insertInto(this.rows, this, 'tr', index); },
        deleteRow(index) { deleteFrom(this.rows, index); },
    }));
    dom.extendInterface(classes.HTMLTableRowElement, (prototype) => Object.assign(prototype, {
        insertCell(index = -1) { return insertInto(this.cells, this, 'td', index); },
        deleteCell(index) { deleteFrom(this.cells, index); },
    }));
    // A table's caption, thead and tfoot can be set: the new one replaces the first (HTML).
    for (const [property, name, before] of [['caption', 'caption', (table) => firstChildOf(table)], ['tHead', 'thead', null], ['tFoot', 'tfoot', () => null]]) dom.extendInterface(classes.HTMLTableElement, (prototype) => {
        const { get } = Object.getOwnPropertyDescriptor(prototype, property);
        Object.defineProperty(prototype, property, {
            get,
            set(element) {
                if (element !== null && !(element instanceof classes[name === 'caption' ? 'HTMLTableCaptionElement' : 'HTMLTableSectionElement'])) {
                    throw new TypeError(`Failed to set the '${property}' property on 'HTMLTableElement': The provided value is not of type '${name === 'caption' ? 'HTMLTableCaptionElement' : 'HTMLTableSectionElement'}'.`);
                }
                if (element !== null && localNameOf(element) !== name) throw new DOMException(`Failed to set the '${property}' property on 'HTMLTableElement': Not a ${name} element.`, 'HierarchyRequestError');
                firstChildNamed(this, name)?.remove();
                if (element === null) return;
                if (before) this.insertBefore(element, before(this));
                else {
                    let reference = firstChildOf(this);
                    while (reference && !(nodeTypeOf(reference) === 1 && namespaceOf(reference) === dom.HTML_NS && !['caption', 'colgroup'].includes(localNameOf(reference)))) reference = nextSiblingOf(reference);
                    this.insertBefore(element, reference);
                }
            },
            configurable: true, enumerable: true,
        });
    });
    // A template's content is its fragment, read-only.
    dom.extendInterface(classes.HTMLTemplateElement, (prototype) => Object.defineProperty(prototype, 'content', { get: Object.getOwnPropertyDescriptor(prototype, 'content').get, set: undefined, configurable: true, enumerable: true }));

    dom.extendInterface(classes.HTMLTableRowElement, (prototype) => Object.defineProperty(prototype, 'sectionRowIndex', {
        get() {
            const parent = parentOf(this);
            if (!parent || nodeTypeOf(parent) !== 1 || !['table', 'thead', 'tbody', 'tfoot'].includes(localNameOf(parent))) return -1;
            return Array.prototype.indexOf.call(parent.rows, this);
        },
        configurable: true, enumerable: true,
    }));

    // Setting or changing an image's src loads it (dom/images.js).
    Object.defineProperty(classes.HTMLImageElement.prototype, _attributeChanged, {
        value(name, namespace) { if (name === 'src' && namespace === null) dom.requestImage(this); },
    });
    // <details>: adding or removing `open` queues a `toggle` ToggleEvent (HTML's "queue a details
    // toggle event task"); changes before it fires fold into one event, which keeps the first
    // old state (`open = true; open = false` fires closed -> closed, as in WebKit). A parsed
    // `<details open>` fires one too (dom/builder.js).
    const { _detailsOpen, _detailsToggle } = dom.slots;
    function detailsOpenChanged(details) {
        const open = dom.attributeNamed(details, 'open') !== null, was = details[_detailsOpen] === true;
        if (open === was) return;
        details[_detailsOpen] = open;
        const pending = details[_detailsToggle];
        const oldState = pending ? pending.oldState : was ? 'open' : 'closed';
        if (pending) clearTimeout(pending.timer);
        const timer = setTimeout(() => {
            details[_detailsToggle] = undefined;
            if (dom.ToggleEvent === undefined) internals.installNow('dom/event-interfaces.js');
            dom.dispatchTrusted(details, new dom.ToggleEvent('toggle', { oldState, newState: open ? 'open' : 'closed' }));
        }, 0);
        details[_detailsToggle] = { timer, oldState };
    }
    dom.detailsParsed = detailsOpenChanged;
    Object.defineProperty(classes.HTMLDetailsElement.prototype, _attributeChanged, {
        value(name, namespace) { if (name === 'open' && namespace === null) detailsOpenChanged(this); },
    });
    // Setting or changing a media element's src runs its load algorithm (dom/html-media.js).
    Object.defineProperty(classes.HTMLMediaElement.prototype, _attributeChanged, {
        value(name, namespace) { if (name === 'src' && namespace === null) classes.HTMLMediaElement.prototype.load.call(this); },
    });
    // The interfaces for the other files (lazily installed scripts' members go on their
    // prototypes without completing them).
    for (const [name, Interface] of Object.entries(classes)) if (!dom[name]) dom[name] = Interface;

    // <meta content> reflects its attribute (template's `content` is its fragment).
    dom.extendInterface(classes.HTMLMetaElement, (prototype) => reflect(prototype, 'content', 'HTMLMetaElement'));
    // An <li>'s value is a number; <button>, <data>, <param>'s a string (reflected above).
    dom.extendInterface(classes.HTMLLIElement, (prototype) => reflect(prototype, 'long:value', 'HTMLLIElement'));
    dom.extendInterface(classes.HTMLImageElement, (prototype) => reflect(prototype, 'ulong:width ulong:height', 'HTMLImageElement'));

    // WebIDL's checks for the table operations: on another object, or with too few arguments,
    // a TypeError.
    const tableOperations = {
        HTMLTableElement: 'createCaption deleteCaption createTHead deleteTHead createTFoot deleteTFoot createTBody insertRow deleteRow:1',
        HTMLTableSectionElement: 'insertRow deleteRow:1', HTMLTableRowElement: 'insertCell deleteCell:1',
    };
    for (const [name, list] of Object.entries(tableOperations)) {
        dom.extendInterface(classes[name], (prototype) => {
            for (const entry of list.split(' ')) {
                const [key, count = 0] = entry.split(':');
                const original = prototype[key];
                const operation = { [key](...args) {
                    if (this == null || attributesOf(this) === undefined || !(this instanceof classes[name])) throw new TypeError(`Can only call ${name}.${key} on instances of ${name}`);
                    if (args.length < Number(count)) throw new TypeError('Not enough arguments');
                    return original.apply(this, args);
                } }[key];
                Object.defineProperty(operation, 'length', { value: Number(count) });
                Object.defineProperty(prototype, key, { value: operation, writable: true, enumerable: true, configurable: true });
            }
        });
    }
    // A link's string is its href (HTML's stringifier on HTMLHyperlinkElementUtils).
    for (const name of ['HTMLAnchorElement', 'HTMLAreaElement']) {
        dom.extendInterface(classes[name], (prototype) => Object.defineProperty(prototype, 'toString', {
            value: { toString() { if (this == null || attributesOf(this) === undefined) throw new TypeError(`Can only call ${name}.toString on instances of ${name}`); return this.href; } }.toString,
            writable: true, enumerable: true, configurable: true,
        }));
    }
    // An image's current source is its resolved src; decode() settles with its load
    // (dom/images.js).
    dom.extendInterface(classes.HTMLImageElement, (prototype) => {
        Object.defineProperty(prototype, 'currentSrc', {
            get: Object.getOwnPropertyDescriptor({ get currentSrc() { return this.getAttribute('src') ? this.src : ''; } }, 'currentSrc').get,
            configurable: true, enumerable: true,
        });
        Object.defineProperty(prototype, 'decode', {
            value: { decode() {
                if (this == null || attributesOf(this) === undefined) return Promise.reject(new TypeError('Can only call HTMLImageElement.decode on instances of HTMLImageElement'));
                return dom.decodeImage(this);
            } }.decode,
            writable: true, enumerable: true, configurable: true,
        });
    });
    // HTMLScriptElement.supports(type): the script types a web view runs.
    dom.extendInterface(classes.HTMLScriptElement, () => Object.defineProperty(classes.HTMLScriptElement, 'supports', {
        value: { supports(type) { if (arguments.length < 1) throw new TypeError('Not enough arguments'); return ['classic', 'module', 'importmap'].includes(String(type)); } }.supports,
        writable: true, enumerable: true, configurable: true,
    }));

    // The core's files after nodes.js (serializing, parsing, selectors, attributes) added
    // members to its interfaces: WebIDL's are enumerable too.
    for (const Interface of dom.coreInterfaces) dom.exposeInterface(Interface);
    // Brand checks for the attributes written without one (the hot ones, named, check inline).
    dom.brandInterface(dom.Node, dom.isNodeOrAttr, 'parentNode firstChild lastChild previousSibling nextSibling ownerDocument nodeType childNodes');
    dom.brandInterface(dom.CharacterData, _data);
    dom.brandInterface(dom.Text, _data);
    dom.brandInterface(dom.Attr, _ownerElement, 'namespaceURI prefix localName ownerElement');
    dom.brandInterface(dom.Element, dom.nodeSlots.isElement, 'localName namespaceURI prefix attributes classList style children');
    dom.brandInterface(dom.Document, _isHTML, 'readyState implementation images embeds forms scripts links');
    dom.brandInterface(dom.DocumentType, _name, 'name publicId systemId');
    dom.brandInterface(dom.ProcessingInstruction, _target, 'target');
    // (The element interfaces get theirs as they complete, now.)
    dom.brandInterface(dom.HTMLElement, dom.nodeSlots.isElement, 'dataset ' + reflectedNames(globalAttributes));
})

// Form controls' members beyond their reflected attributes (HTML's "forms" and "interactive
// elements"), as a web view answers them before any user input: constraint validation
// (ValidityState, willValidate, validationMessage with WebKit's messages, checkValidity,
// reportValidity, setCustomValidity), labels and label.control, the text selection API
// (selectionStart, setSelectionRange, setRangeText, select), stepUp/stepDown, valueAsNumber and
// valueAsDate, <select>'s options (HTMLOptionsCollection), selectedIndex and selectedOptions,
// and <dialog>'s show/close. Installed lazily: its members are placeholders until first used
// (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _checked, _customValidity, _indeterminate, _internalsValidity, _selected, _selectedOptions, _selection, _select, _validityState, _value, _returnValue, _files } = dom.slots; const { firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTML_NS, liveCollection, HTMLCollection, NodeList } = dom;
    const global = globalThis;

    // ----- Shared ------------------------------------------------------------------------------

    const isHTML = (node, ...names) => node && nodeTypeOf(node) === 1 && namespaceOf(node) === HTML_NS && (names.length === 0 || names.includes(localNameOf(node)));
    // WebIDL's checks: an operation on an object of another interface, or with too few arguments.
    function check(object, Interface, member, count, given, hasBrand) {
        if (!hasBrand(object) || !(object instanceof Interface)) {
            throw new TypeError(`Can only call ${Interface.name}.${member} on instances of ${Interface.name}`);
        }
        if (given < count) throw new TypeError('Not enough arguments');
        return object;
    }
    const invalidState = (message = 'The object is in an invalid state.') => new DOMException(message, 'InvalidStateError');

    // Defines members as WebIDL does: enumerable accessors (branded through dom.brandMember by
    // the installer) and operations with their length and name.
    function define(Interface, members, brand = dom.nodeSlots.isElement) {
        const prototype = Interface.prototype, hasBrand = dom.brandTest(brand);
        for (const [key, member] of Object.entries(members)) {
            if (typeof member === 'function') {
                const length = member.length;
                const operation = { [key](...args) { check(this, Interface, key, length, args.length, hasBrand); return member.apply(this, args); } }[key];
                Object.defineProperty(operation, 'length', { value: length });
                Object.defineProperty(prototype, key, { value: operation, writable: true, enumerable: true, configurable: true });
            } else {
                const accessor = Object.getOwnPropertyDescriptor({
                    get [key]() { check(this, Interface, key, 0, 0, hasBrand); return member.get.call(this); },
                    set [key](value) { check(this, Interface, key, 0, 0, hasBrand); member.set.call(this, value); },
                }, key);
                Object.defineProperty(prototype, key, { get: accessor.get, set: member.set ? accessor.set : undefined, enumerable: true, configurable: true });
            }
        }
    }

    const inputTypes = new Set(['text', 'hidden', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button']);
    function typeOf(element) {
        if (localNameOf(element) !== 'input') return localNameOf(element);
        const type = (element.getAttribute('type') || '').toLowerCase();
        return inputTypes.has(type) ? type : 'text';
    }
    const textTypes = new Set(['text', 'search', 'url', 'tel', 'password']);
    const numericTypes = new Set(['date', 'month', 'week', 'time', 'datetime-local', 'number', 'range']);
    const readOnlyTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number']);
    const requiredTypes = new Set([...readOnlyTypes, 'checkbox', 'radio', 'file']);

    // (The form owner and the disabled test are html-elements.js's, installed with every page.)
    const { formOwner, isDisabledControl: isDisabled } = dom;
    function rootOf(node) { while (parentOf(node)) node = parentOf(node); return node; }
    function descendants(root, test) {
        const found = [];
        for (const element of root.getElementsByTagName ? root.getElementsByTagName('*') : root.querySelectorAll('*')) if (test(element)) found.push(element);
        return found;
    }

    // ----- Constraint validation ---------------------------------------------------------------

    const listed = ['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea'];
    function willValidate(element) {
        const name = localNameOf(element);
        if (name === 'object' || name === 'output' || name === 'fieldset') return false;
        const type = typeOf(element);
        if (name === 'input' && (type === 'hidden' || type === 'reset' || type === 'button')) return false;
        if (name === 'button' && ['reset', 'button'].includes((element.getAttribute('type') || '').toLowerCase())) return false;
        if (isDisabled(element)) return false;
        if ((name === 'textarea' || (name === 'input' && readOnlyTypes.has(type))) && element.hasAttribute('readonly')) return false;
        for (let node = parentOf(element); node; node = parentOf(node)) if (isHTML(node, 'datalist')) return false;
        return true;
    }

    // A number, date or time as HTML's microsyntaxes read them (valueAsNumber's units: ms since
    // 1970 for dates and times, months since 1970 for a month), NaN when not one.
    function parseFloatingPoint(text) {
        return /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : NaN;
    }
    function parseDate(text) {
        const match = /^(\d{4,})-(\d\d)-(\d\d)$/.exec(text);
        if (!match) return NaN;
        const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
        if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return NaN;
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        return date.getTime();
    }
    function parseTime(text) {
        const match = /^(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3}))?)?$/.exec(text);
        if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] || 0) > 59) return NaN;
        return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] || 0)) * 1000 + Number((match[4] || '0').padEnd(3, '0'));
    }
    function parseWeek(text) {
        const match = /^(\d{4,})-W(\d\d)$/.exec(text);
        if (!match) return NaN;
        const year = Number(match[1]), week = Number(match[2]);
        // Week 1 holds the year's first Thursday; a year has 53 weeks when it starts on a
        // Thursday, or on a Wednesday in a leap year.
        const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const weeks = jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
        if (week < 1 || week > weeks) return NaN;
        const monday = Date.UTC(year, 0, 1) + ((jan1 <= 4 ? 1 - jan1 : 8 - jan1) - (jan1 === 0 ? 7 : 0)) * 86400000;
        return monday + (week - 1) * 604800000;
    }
    function numberOf(type, text) {
        switch (type) {
            case 'number': case 'range': return parseFloatingPoint(text);
            case 'date': return parseDate(text);
            case 'month': { const match = /^(\d{4,})-(\d\d)$/.exec(text); return match && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? (Number(match[1]) - 1970) * 12 + Number(match[2]) - 1 : NaN; }
            case 'week': return parseWeek(text);
            case 'time': return parseTime(text);
            case 'datetime-local': { const match = /^(\d{4,}-\d\d-\d\d)[T ](.+)$/.exec(text); return match ? parseDate(match[1]) + parseTime(match[2]) : NaN; }
            default: return NaN;
        }
    }
    const pad = (number, width = 2) => String(number).padStart(width, '0');
    function serializeTime(ms) {
        const seconds = Math.floor(ms / 1000) % 60, milliseconds = ms % 1000;
        let text = `${pad(Math.floor(ms / 3600000) % 24)}:${pad(Math.floor(ms / 60000) % 60)}`;
        if (seconds || milliseconds) text += ':' + pad(seconds);
        if (milliseconds) text += '.' + pad(milliseconds, 3);
        return text;
    }
    function stringOf(type, number) {
        const date = new Date(number);
        const ymd = () => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
        switch (type) {
            case 'number': case 'range': return String(number);
            case 'date': return ymd();
            case 'month': { const months = Math.round(number); return `${pad(1970 + Math.floor(months / 12), 4)}-${pad(((months % 12) + 12) % 12 + 1)}`; }
            case 'week': {
                const thursday = new Date(number + 3 * 86400000 - ((date.getUTCDay() + 6) % 7) * 86400000);
                const year = thursday.getUTCFullYear();
                return `${pad(year, 4)}-W${pad(Math.floor((thursday - Date.UTC(year, 0, 1)) / 604800000) + 1)}`;
            }
            case 'time': return serializeTime(((number % 86400000) + 86400000) % 86400000);
            case 'datetime-local': return `${ymd()}T${serializeTime(((number % 86400000) + 86400000) % 86400000)}`;
            default: return '';
        }
    }
    // Each numeric type's step: its default, its scale to valueAsNumber's units, its default base.
    const steps = { number: [1, 1], range: [1, 1], date: [1, 86400000], month: [1, 1], week: [1, 604800000], time: [60, 1000], 'datetime-local': [60, 1000] };
    function allowedStep(element, type) {
        const [fallback, scale] = steps[type];
        const text = element.getAttribute('step');
        if (text !== null && text.toLowerCase() === 'any') return null;
        const step = text === null ? NaN : parseFloatingPoint(text);
        return (Number.isFinite(step) && step > 0 ? (type === 'month' || type === 'date' || type === 'week' ? Math.max(1, Math.round(step)) : step) : fallback) * scale;
    }
    function stepBase(element, type) {
        for (const name of ['min', 'value']) {
            const number = numberOf(type, element.getAttribute(name) ?? '');
            if (!Number.isNaN(number)) return number;
        }
        return type === 'week' ? -259200000 : 0;
    }
    const bound = (element, type, name) => numberOf(type, element.getAttribute(name) ?? '');
    function rangeBounds(element, type) {
        let min = bound(element, type, 'min'), max = bound(element, type, 'max');
        if (type === 'range') {
            if (Number.isNaN(min)) min = 0;
            if (Number.isNaN(max)) max = 100;
            if (max < min) max = min;
        }
        return [min, max];
    }

    const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
    function radioGroupChecked(radio) {
        const name = radio.getAttribute('name');
        if (!name) return radio.checked;
        const form = formOwner(radio);
        return descendants(rootOf(radio), (other) => isHTML(other, 'input') && typeOf(other) === 'radio' && other.getAttribute('name') === name && formOwner(other) === form)
            .some((other) => other.checked);
    }
    function placeholderSelected(select) {
        if (select.hasAttribute('multiple') || (parseInt(select.getAttribute('size'), 10) > 1)) return false;
        const options = optionsOf(select);
        const first = options[0];
        return !!first && parentOf(first) === select && first.value === '' && selectedOptions(select)[0] === first;
    }

    // The failed constraints of an element, as ValidityState names them, in WebKit's order.
    function failures(element) {
        const failed = new Set();
        if (!willValidate(element)) return failed;
        // A form-associated custom element's: what its internals' setValidity set.
        if (element[_internalsValidity] !== undefined) return new Set(element[_internalsValidity].flags);
        const name = localNameOf(element), type = typeOf(element);
        const value = name === 'input' || name === 'textarea' ? element.value : '';
        const required = element.hasAttribute('required');
        if (name === 'input') {
            if (required && requiredTypes.has(type)) {
                if (type === 'checkbox' ? !element.checked : type === 'radio' ? !radioGroupChecked(element) : type === 'file' ? true : value === '') failed.add('valueMissing');
            }
            if (value !== '') {
                if (type === 'email') {
                    const addresses = element.hasAttribute('multiple') ? value.split(',').map((part) => part.trim()) : [value];
                    if (!addresses.every((address) => emailPattern.test(address))) failed.add('typeMismatch');
                } else if (type === 'url') {
                    try { new URL(value); } catch (error) { failed.add('typeMismatch'); }
                }
                const pattern = element.getAttribute('pattern');
                if (pattern !== null && (textTypes.has(type) || type === 'email')) {
                    let expression = null;
                    try { expression = new RegExp(`^(?:${pattern})$`, 'v'); } catch (error) { expression = null; }
                    const values = type === 'email' && element.hasAttribute('multiple') ? value.split(',').map((part) => part.trim()) : [value];
                    if (expression && !values.every((part) => expression.test(part))) failed.add('patternMismatch');
                }
                if (numericTypes.has(type)) {
                    const number = numberOf(type, value);
                    if (!Number.isNaN(number)) {
                        const [min, max] = rangeBounds(element, type);
                        if (number < min) failed.add('rangeUnderflow');
                        if (number > max) failed.add('rangeOverflow');
                        const step = allowedStep(element, type);
                        if (step !== null) {
                            const quotient = (number - stepBase(element, type)) / step;
                            if (Math.abs(quotient - Math.round(quotient)) > 1e-9) failed.add('stepMismatch');
                        }
                    }
                }
            }
        } else if (name === 'textarea') {
            if (required && value === '') failed.add('valueMissing');
        } else if (name === 'select') {
            if (required && (selectedOptions(element).length === 0 || placeholderSelected(element))) failed.add('valueMissing');
        }
        if (element[_customValidity]) failed.add('customError');
        return failed;
    }

    function validationMessage(element) {
        if (!willValidate(element)) return '';
        if (element[_internalsValidity] !== undefined) return element[_internalsValidity].flags.length ? element[_internalsValidity].message : '';
        if (element[_customValidity]) return element[_customValidity];
        const failed = failures(element), type = typeOf(element);
        if (failed.has('valueMissing')) {
            return { checkbox: 'Select this checkbox', radio: 'Select one of these options', select: 'Select an item in the list', file: 'Select a file' }[type] ?? 'Fill out this field';
        }
        if (failed.has('typeMismatch')) return type === 'email' ? 'Enter an email address' : 'Enter a URL';
        if (failed.has('patternMismatch')) return 'Match the requested format';
        if (failed.has('rangeUnderflow')) return `Value must be greater than or equal to ${element.getAttribute('min') ?? (type === 'range' ? '0' : '')}`;
        if (failed.has('rangeOverflow')) return `Value must be less than or equal to ${element.getAttribute('max') ?? (type === 'range' ? '100' : '')}`;
        if (failed.has('stepMismatch')) return 'Enter a valid value';
        return '';
    }

    class ValidityState {
        constructor() { throw new TypeError('Illegal constructor'); }
    }
    const validityNames = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooShort', 'tooLong', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'];
    const validityMembers = {};
    for (const name of validityNames) {
        validityMembers[name] = Object.getOwnPropertyDescriptor({ get [name]() { return failures(stateOwner(this, name)).has(name); } }, name);
    }
    validityMembers.valid = Object.getOwnPropertyDescriptor({ get valid() { return failures(stateOwner(this, 'valid')).size === 0; } }, 'valid');
    function stateOwner(state, member) {
        if (state == null || state[_validityState] === undefined) throw new TypeError(`The ValidityState.${member} getter can only be used on instances of ValidityState`);
        return state[_validityState];
    }
    for (const [name, descriptor] of Object.entries(validityMembers)) Object.defineProperty(ValidityState.prototype, name, { get: descriptor.get, enumerable: true, configurable: true });
    function validityOf(element) {
        if (!element[_validityState]) {
            const state = Object.create(ValidityState.prototype);
            Object.defineProperty(state, _validityState, { value: element });
            Object.defineProperty(element, _validityState, { value: state });
        }
        return element[_validityState];
    }

    function checkValidity(element) {
        if (!willValidate(element) || failures(element).size === 0) return true;
        dom.dispatchTrusted(element, new Event('invalid', { cancelable: true }));
        return false;
    }
    // The constraint validation members of each listed element.
    const validation = {
        willValidate: { get() { return willValidate(this); } },
        validity: { get() { return validityOf(this); } },
        validationMessage: { get() { return validationMessage(this); } },
        checkValidity() { return checkValidity(this); },
        reportValidity() { return checkValidity(this); },
        setCustomValidity(error) { this[_customValidity] = String(error); },
    };

    // ----- Labels ------------------------------------------------------------------------------

    const isLabelable = (element) => (isHTML(element, 'button', 'input', 'meter', 'output', 'progress', 'select', 'textarea') && !(localNameOf(element) === 'input' && typeOf(element) === 'hidden'))
        || dom.isFormAssociatedCustom?.(element) === true;
    function labeledControl(label) {
        if (label.hasAttribute('for')) {
            const id = label.getAttribute('for');
            const root = rootOf(label);
            const target = root.getElementById ? root.getElementById(id) : descendants(root, (element) => element.id === id)[0];
            return target && isLabelable(target) ? target : null;
        }
        return descendants(label, isLabelable)[0] ?? null;
    }
    function labelsOf(element) {
        if (!isLabelable(element)) return null;
        return liveCollection(NodeList, element, () => descendants(rootOf(element), (label) => isHTML(label, 'label') && labeledControl(label) === element));
    }
    const labels = { labels: { get() { return labelsOf(this); } } };

    // ----- Text selection ----------------------------------------------------------------------

    const hasSelection = (element) => localNameOf(element) === 'textarea' || textTypes.has(typeOf(element));
    // [start, end, direction]: where script put it, within the value; else the value's end once
    // script set the value, the start before.
    function selectionOf(element) {
        const length = element.value.length;
        const stored = element[_selection];
        if (stored && stored[3] === element.value) return stored;
        if (stored) return (element[_selection] = [Math.min(stored[0], length), Math.min(stored[1], length), stored[2], element.value]);
        return element[_value] !== undefined ? [length, length, 'none', element.value] : [0, 0, 'forward', element.value];
    }
    function setSelection(element, start, end, direction) {
        const length = element.value.length;
        end = Math.min(end, length);
        start = Math.min(start, end);
        element[_selection] = [start, end, direction === 'forward' || direction === 'backward' ? direction : 'none', element.value];
        dom.fire?.(element, 'select', { bubbles: true });
    }
    const unsigned = (value) => { const number = Math.trunc(Number(value)) || 0; return ((number % 4294967296) + 4294967296) % 4294967296; };
    function noSelection(element, member) {
        if (!hasSelection(element)) throw invalidState(`The input element's type ('${typeOf(element)}') does not support selection.`);
        return member;
    }
    const selection = {
        selectionStart: {
            get() { return hasSelection(this) ? selectionOf(this)[0] : null; },
            set(value) { noSelection(this); const [, end, direction] = selectionOf(this); const start = unsigned(value); setSelection(this, start, Math.max(start, end), direction); },
        },
        selectionEnd: {
            get() { return hasSelection(this) ? selectionOf(this)[1] : null; },
            set(value) { noSelection(this); const [start, , direction] = selectionOf(this); setSelection(this, start, unsigned(value), direction); },
        },
        selectionDirection: {
            get() { return hasSelection(this) ? selectionOf(this)[2] : null; },
            set(value) { noSelection(this); const [start, end] = selectionOf(this); setSelection(this, start, end, String(value)); },
        },
        select() { if (hasSelection(this)) setSelection(this, 0, this.value.length, 'none'); },
        setSelectionRange(start, end, direction = undefined) { noSelection(this); setSelection(this, unsigned(start), unsigned(end), direction); },
        setRangeText(replacement, ...rest) {
            noSelection(this);
            if (rest.length === 1) throw new TypeError('Not enough arguments');
            replacement = String(replacement);
            let [selectionStart, selectionEnd] = selectionOf(this);
            let start = selectionStart, end = selectionEnd, mode = 'preserve';
            if (rest.length >= 2) {
                start = unsigned(rest[0]); end = unsigned(rest[1]);
                mode = rest[2] === undefined ? 'preserve' : String(rest[2]);
                if (!['select', 'start', 'end', 'preserve'].includes(mode)) throw new TypeError(`The provided value '${mode}' is not a valid enum value of type SelectionMode.`);
                if (start > end) throw new DOMException(`The provided start value (${start}) is larger than the provided end value (${end}).`, 'IndexSizeError');
            }
            const value = this.value;
            start = Math.min(start, value.length); end = Math.min(end, value.length);
            this.value = value.slice(0, start) + replacement + value.slice(end);
            const newEnd = start + replacement.length, delta = replacement.length - (end - start);
            if (mode === 'select') { selectionStart = start; selectionEnd = newEnd; }
            else if (mode === 'start') selectionStart = selectionEnd = start;
            else if (mode === 'end') selectionStart = selectionEnd = newEnd;
            else {
                if (selectionStart > end) selectionStart += delta; else if (selectionStart > start) selectionStart = start;
                if (selectionEnd > end) selectionEnd += delta; else if (selectionEnd > start) selectionEnd = newEnd;
            }
            setSelection(this, selectionStart, selectionEnd, 'none');
        },
    };
    // setRangeText(replacement) and setRangeText(replacement, start, end, selectionMode): length 1.
    Object.defineProperty(selection.setRangeText, 'length', { value: 1 });
    Object.defineProperty(selection.setSelectionRange, 'length', { value: 2 });

    // ----- <input> -----------------------------------------------------------------------------

    class FileList {
        constructor() { throw new TypeError('Illegal constructor'); }
        get length() { return dom.brandOf(this, _files, 'FileList', 'length')[_files].length; }
        item(index) { return dom.brandOf(this, _files, 'FileList', 'item')[_files][index >>> 0] ?? null; }
    }
    Object.defineProperty(FileList.prototype, Symbol.iterator, { value: Array.prototype[Symbol.iterator], writable: true, configurable: true });

    function stepBy(element, n, direction) {
        const type = typeOf(element);
        if (!numericTypes.has(type)) throw invalidState();
        const step = allowedStep(element, type);
        if (step === null) throw invalidState();
        const [min, max] = rangeBounds(element, type);
        if (!Number.isNaN(min) && !Number.isNaN(max) && min > max) return;
        const base = stepBase(element, type);
        let value = numberOf(type, element.value);
        if (Number.isNaN(value)) value = 0;
        const aligned = Math.abs(((value - base) / step) - Math.round((value - base) / step)) < 1e-9;
        if (!aligned) value = direction > 0 ? base + Math.floor((value - base) / step) * step : base + Math.ceil((value - base) / step) * step;
        value += (aligned ? step * n : step * (n - 1)) * direction;
        if (!Number.isNaN(min) && value < min) value = base + Math.ceil((min - base) / step) * step;
        if (!Number.isNaN(max) && value > max) value = base + Math.floor((max - base) / step) * step;
        if ((direction < 0 && value > numberOf(type, element.value)) || (direction > 0 && value < numberOf(type, element.value))) return;
        element.value = stringOf(type, Number(value.toPrecision(15)));
    }

    const input = {
        ...validation, ...labels, ...selection,
        indeterminate: { get() { return !!this[_indeterminate]; }, set(value) { this[_indeterminate] = !!value; } },
        files: {
            get() {
                if (typeOf(this) !== 'file') return null;
                if (!this[_files]) { const list = Object.create(FileList.prototype); Object.defineProperty(list, _files, { value: [] }); Object.defineProperty(this, _files, { value: list }); }
                return this[_files];
            },
            set(value) { if (value instanceof FileList && typeOf(this) === 'file') Object.defineProperty(this, _files, { value, configurable: true }); },
        },
        list: {
            get() {
                const id = this.getAttribute('list');
                if (!id || !this.isConnected || ['hidden', 'password', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button'].includes(typeOf(this))) return null;
                const target = ownerDocumentOf(this).getElementById(id);
                return isHTML(target, 'datalist') ? target : null;
            },
        },
        valueAsNumber: {
            get() { return numberOf(typeOf(this), this.value); },
            set(value) {
                const type = typeOf(this);
                if (!numericTypes.has(type)) throw invalidState("The input element's type ('" + type + "') does not support valueAsNumber.");
                const number = Number(value);
                if (!Number.isFinite(number)) { if (Number.isNaN(number)) { this.value = ''; return; } throw new TypeError('The provided double value is non-finite.'); }
                this.value = stringOf(type, number);
            },
        },
        valueAsDate: {
            get() {
                const type = typeOf(this);
                if (!['date', 'month', 'week', 'time'].includes(type)) return null;
                const number = type === 'month' ? (() => { const months = numberOf(type, this.value); return Number.isNaN(months) ? NaN : Date.UTC(1970 + Math.floor(months / 12), months % 12, 1); })() : numberOf(type, this.value);
                return Number.isNaN(number) ? null : new Date(number);
            },
            set(value) {
                const type = typeOf(this);
                if (!['date', 'month', 'week', 'time'].includes(type)) throw invalidState("The input element's type ('" + type + "') does not support valueAsDate.");
                if (value === null) { this.value = ''; return; }
                if (!(value instanceof Date)) throw new TypeError("Type error");
                const time = value.getTime();
                if (Number.isNaN(time)) { this.value = ''; return; }
                this.value = type === 'month' ? stringOf(type, (value.getUTCFullYear() - 1970) * 12 + value.getUTCMonth()) : stringOf(type, type === 'time' ? ((time % 86400000) + 86400000) % 86400000 : time);
            },
        },
        stepUp(n = 1) { stepBy(this, Math.trunc(Number(n)) || 0, 1); },
        stepDown(n = 1) { stepBy(this, Math.trunc(Number(n)) || 0, -1); },
    };

    // ----- <select>, <option>, <datalist> ------------------------------------------------------

    // A select's list of options: its option children and those of its optgroup children.
    function optionsOf(select) {
        const options = [];
        for (let child = firstChildOf(select); child; child = nextSiblingOf(child)) {
            if (isHTML(child, 'option')) options.push(child);
            else if (isHTML(child, 'optgroup')) for (let inner = firstChildOf(child); inner; inner = nextSiblingOf(inner)) if (isHTML(inner, 'option')) options.push(inner);
        }
        return options;
    }
    const displaysOne = (select) => !select.hasAttribute('multiple') && !(parseInt(select.getAttribute('size'), 10) > 1);
    // The selected options; a select showing one option selects its first enabled one when
    // nothing else is.
    function selectedOptions(select) {
        const options = optionsOf(select);
        const selected = options.filter((option) => option.selected);
        if (selected.length || !displaysOne(select)) return displaysOne(select) ? selected.slice(-1) : selected;
        const first = options.find((option) => !option.hasAttribute('disabled') && !(isHTML(parentOf(option), 'optgroup') && parentOf(option).hasAttribute('disabled')));
        return first ? [first] : [];
    }
    function setSelectedIndex(select, index) {
        const options = optionsOf(select);
        options.forEach((option, at) => { option[_selected] = at === index; });
    }
    function addOption(select, element, before) {
        if (!isHTML(element, 'option', 'optgroup')) throw new TypeError("Argument 1 ('element') to HTMLSelectElement.add must be an instance of HTMLOptionElement or HTMLOptGroupElement");
        if (element.contains(select)) throw new DOMException('The new child element contains the parent.', 'HierarchyRequestError');
        let reference = before;
        if (typeof before === 'number' || (before !== null && before !== undefined && typeof before !== 'object')) reference = optionsOf(select)[Number(before) | 0] ?? null;
        if (reference && !select.contains(reference)) throw new DOMException('The object can not be found here.', 'NotFoundError');
        if (reference === element) return;
        (reference ? parentOf(reference) : select).insertBefore(element, reference ?? null);
    }
    function setLength(select, length) {
        length = unsigned(length);
        const options = optionsOf(select);
        if (length > 100000) return;
        for (let count = options.length; count < length; count++) select.appendChild(ownerDocumentOf(select).createElement('option'));
        for (const option of options.slice(length)) option.remove();
    }
    class HTMLOptionsCollection extends HTMLCollection {
        constructor() { super(); throw new TypeError('Illegal constructor'); }
    }
    const optionsCollection = {
        length: { get() { return optionsOf(this[_select]).length; }, set(value) { setLength(this[_select], value); } },
        selectedIndex: { get() { return this[_select].selectedIndex; }, set(value) { this[_select].selectedIndex = value; } },
        add(element, before = null) { addOption(this[_select], element, before); },
        remove(index) { const option = optionsOf(this[_select])[Number(index) | 0]; if (option) option.remove(); },
    };
    Object.defineProperty(optionsCollection.add, 'length', { value: 1 });
    function optionsCollectionOf(select) {
        if (!select[_select]) {
            const collection = liveCollection(HTMLOptionsCollection, select, () => optionsOf(select));
            collection[_select] = select;
            Object.defineProperty(select, _select, { value: collection });
        }
        return select[_select];
    }
    const select = {
        ...validation, ...labels,
        type: { get() { return this.hasAttribute('multiple') ? 'select-multiple' : 'select-one'; } },
        options: { get() { return optionsCollectionOf(this); } },
        length: { get() { return optionsOf(this).length; }, set(value) { setLength(this, value); } },
        selectedIndex: {
            get() { const [first] = this.hasAttribute('multiple') ? optionsOf(this).filter((option) => option.selected) : selectedOptions(this); return first ? optionsOf(this).indexOf(first) : -1; },
            set(value) { setSelectedIndex(this, Number(value) | 0); },
        },
        selectedOptions: { get() { return this[_selectedOptions] ??= liveCollection(HTMLCollection, this, () => selectedOptions(this)); } },
        item(index) { return optionsOf(this)[unsigned(index)] ?? null; },
        namedItem(name) { return optionsCollectionOf(this).namedItem(name); },
        add(element, before = null) { addOption(this, element, before); },
        // remove() removes the select (ChildNode's), remove(index) one of its options.
        remove(...args) { if (args.length === 0) dom.Element.prototype.remove.call(this); else { const option = optionsOf(this)[Number(args[0]) | 0]; if (option) option.remove(); } },
    };
    Object.defineProperty(select.add, 'length', { value: 1 });
    const selectOf = (option) => {
        const parent = parentOf(option);
        if (isHTML(parent, 'select')) return parent;
        return isHTML(parent, 'optgroup') && isHTML(parentOf(parent), 'select') ? parentOf(parent) : null;
    };
    const option = {
        form: { get() { const owner = selectOf(this); return owner ? formOwner(owner) : null; } },
        label: { get() { return this.getAttribute('label') ?? this.text; }, set(value) { this.setAttribute('label', value); } },
        index: { get() { const owner = selectOf(this); return owner ? optionsOf(owner).indexOf(this) : 0; } },
    };

    // ----- The other controls and interactive elements -----------------------------------------

    // A form's listed elements, in tree order.
    const isListed = (element) => isHTML(element, ...listed) || dom.isFormAssociatedCustom?.(element) === true;
    const formControls = (form) => descendants(rootOf(form), (element) => isListed(element) && formOwner(element) === form);
    const fieldsetElements = (fieldset) => liveCollection(HTMLCollection, fieldset, () => descendants(fieldset, isListed));
    const form = { get() { return formOwner(this); } };
    const members = {
        HTMLInputElement: { ...input, form },
        HTMLTextAreaElement: { ...validation, ...labels, ...selection, form, type: { get() { return 'textarea'; } }, textLength: { get() { return this.value.length; } } },
        HTMLSelectElement: { ...select, form },
        HTMLButtonElement: { ...validation, ...labels, form },
        HTMLOutputElement: { ...validation, ...labels, form, type: { get() { return 'output'; } } },
        HTMLFieldSetElement: { ...validation, form, type: { get() { return 'fieldset'; } }, elements: { get() { return fieldsetElements(this); } } },
        HTMLObjectElement: { ...validation, form },
        HTMLOptionElement: option,
        HTMLLabelElement: {
            control: { get() { return labeledControl(this); } },
            form: { get() { const control = labeledControl(this); return control && isHTML(control, ...listed) ? formOwner(control) : null; } },
        },
        HTMLLegendElement: { form: { get() { const parent = parentOf(this); return isHTML(parent, 'fieldset') ? formOwner(parent) : null; } } },
        HTMLMeterElement: labels,
        HTMLProgressElement: {
            ...labels,
            position: {
                get() {
                    if (!this.hasAttribute('value')) return -1;
                    const max = this.max, value = this.value;
                    return max > 0 ? Math.min(Math.max(value, 0), max) / max : 0;
                },
            },
        },
        HTMLFormElement: {
            checkValidity() { return formControls(this).map((element) => checkValidity(element)).every(Boolean); },
            reportValidity() { return formControls(this).map((element) => checkValidity(element)).every(Boolean); },
        },
        HTMLDataListElement: { options: { get() { return liveCollection(HTMLCollection, this, () => descendants(this, (element) => isHTML(element, 'option'))); } } },
        HTMLMapElement: { areas: { get() { return liveCollection(HTMLCollection, this, () => descendants(this, (element) => isHTML(element, 'area'))); } } },
        HTMLDialogElement: {
            returnValue: { get() { return this[_returnValue] ?? ''; }, set(value) { this[_returnValue] = String(value); } },
            show() { if (!this.hasAttribute('open')) this.setAttribute('open', ''); },
            showModal() {
                if (this.hasAttribute('open')) return;
                if (!this.isConnected) throw invalidState("Element is not connected.");
                this.setAttribute('open', '');
            },
            close(returnValue = undefined) {
                if (!this.hasAttribute('open')) return;
                this.removeAttribute('open');
                if (returnValue !== undefined) this[_returnValue] = String(returnValue);
                const dialog = this;
                setTimeout(() => dom.fire(dialog, 'close'), 0);
            },
        },
        HTMLMarqueeElement: { start() {}, stop() {} },
    };
    Object.defineProperty(members.HTMLSelectElement.remove, 'length', { value: 0 });
    for (const [name, list] of Object.entries(members)) define(global[name], list);
    // <select>'s options and its other collections are read by index; <option>s count from 0.
    define(HTMLOptionsCollection, optionsCollection, _select);

    // ----- Named constructors: Image, Option -----------------------------------------------------

    function namedConstructor(name, Interface, build) {
        const constructor = { [name]: function () {
            if (!new.target) throw new TypeError(`Constructor requires 'new'`);
            return build(global.document, arguments);
        } }[name];
        Object.defineProperty(constructor, 'length', { value: 0 });
        Object.defineProperty(constructor, 'prototype', { value: Interface.prototype, writable: false });
        Object.defineProperty(global, name, { value: constructor, writable: true, configurable: true, enumerable: false });
    }
    namedConstructor('Image', global.HTMLImageElement, (document, [width, height]) => {
        const image = document.createElement('img');
        if (width !== undefined) image.setAttribute('width', String(unsigned(width)));
        if (height !== undefined) image.setAttribute('height', String(unsigned(height)));
        return image;
    });
    namedConstructor('Option', global.HTMLOptionElement, (document, [text = '', value, defaultSelected = false, selected = false]) => {
        const element = document.createElement('option');
        text = String(text);
        if (text !== '') element.appendChild(document.createTextNode(text));
        if (value !== undefined) element.setAttribute('value', String(value));
        if (defaultSelected) element.setAttribute('selected', '');
        element[_selected] = !!selected;
        return element;
    });

    // form.elements (bridge/forms.js): its namedItem, and its named properties, answer a
    // RadioNodeList, live, when several controls share the name or id.
    const { _items } = dom.slots;
    const sharesName = (name) => (element) => element.id === name || (namespaceOf(element) === HTML_NS && element.getAttribute('name') === name);
    class HTMLFormControlsCollection extends HTMLCollection {
        namedItem(name) {
            const items = this[_items];
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            name = String(name);
            if (name === '') return null;
            const matching = items.filter(sharesName(name));
            if (matching.length < 2) return matching[0] ?? null;
            return liveCollection(RadioNodeList, matching[0], () => this[_items].filter(sharesName(name)));
        }
    }
    const isRadio = (element) => isHTML(element, 'input') && typeOf(element) === 'radio';
    class RadioNodeList extends NodeList {
        get value() {
            const checked = this[_items].find((element) => isRadio(element) && element.checked);
            return checked ? checked.getAttribute('value') ?? 'on' : '';
        }
        set value(value) {
            value = String(value);
            const radio = this[_items].find((element) => isRadio(element) && (element.getAttribute('value') ?? 'on') === value);
            if (radio) radio.checked = true;
        }
    }
    dom.HTMLFormControlsCollection = HTMLFormControlsCollection;
    dom.nonConstructible(HTMLFormControlsCollection, RadioNodeList);
    dom.exposeGlobals({ ValidityState, HTMLOptionsCollection, FileList, HTMLFormControlsCollection, RadioNodeList });
    // For form-associated custom elements' internals (dom/element-internals.js).
    Object.assign(dom, { willValidate, validityOf, validationMessageOf: validationMessage, checkControlValidity: checkValidity, labelsOf });
})

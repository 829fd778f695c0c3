// Geometry Interfaces: DOMPointReadOnly, DOMPoint, DOMQuad, DOMMatrixReadOnly and DOMMatrix
// (and WebKitCSSMatrix, WebKit's other name of DOMMatrix), as WebKit answers them. A carousel
// reads an element's transform with `new WebKitCSSMatrix(getComputedStyle(el).transform)`.
// A matrix is kept as WebKit's TransformationMatrix keeps it (row-major, m[0..3] = m11..m14),
// and each operation computes as WebKit's does, in the same order, so that results agree to
// the last bit. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _point, _matrix, _is2D, _quad } = dom.slots;
    const { illegalInvocation, wrongThisCall } = dom;

    const number = (value) => Number(value); // (unrestricted double)
    const syntaxError = () => new DOMException('The string did not match the expected pattern.', 'SyntaxError');
    const pointOf = (object, member) => object?.[_point] ?? illegalInvocation(object, 'DOMPointReadOnly', member);
    const matrixOf = (object, member) => object?.[_matrix] ?? illegalInvocation(object, 'DOMMatrixReadOnly', member);
    const matrixOperation = (object, interfaceName, member) => object?.[_matrix] ?? wrongThisCall(interfaceName, member);

    // ----- Points -------------------------------------------------------------------------------

    // A DOMPointInit dictionary's members, read in WebIDL's (lexicographic) order.
    function pointInit(init) {
        if (init !== undefined && init !== null && typeof init !== 'object' && typeof init !== 'function') throw new TypeError('Type error');
        const w = init?.w, x = init?.x, y = init?.y, z = init?.z;
        return [x === undefined ? 0 : number(x), y === undefined ? 0 : number(y), z === undefined ? 0 : number(z), w === undefined ? 1 : number(w)];
    }
    const makePoint = (Interface, [x, y, z, w]) => new Interface(x, y, z, w);

    class DOMPointReadOnly {
        constructor(x = 0, y = 0, z = 0, w = 1) {
            Object.defineProperty(this, _point, { value: [number(x), number(y), number(z), number(w)] });
        }
        static fromPoint(other = undefined) { return makePoint(DOMPointReadOnly, pointInit(other)); }
        get x() { return pointOf(this, 'x')[0]; }
        get y() { return pointOf(this, 'y')[1]; }
        get z() { return pointOf(this, 'z')[2]; }
        get w() { return pointOf(this, 'w')[3]; }
        matrixTransform(matrix = undefined) {
            const point = this?.[_point] ?? wrongThisCall('DOMPointReadOnly', 'matrixTransform');
            return makePoint(DOMPoint, mapPoint(matrixFromInit(matrix).m, point));
        }
        toJSON() {
            const [x, y, z, w] = this?.[_point] ?? wrongThisCall('DOMPointReadOnly', 'toJSON');
            return { x, y, z, w };
        }
    }
    // (Each constructor its own, so that an error from a construction names it as WebKit's does.)
    class DOMPoint extends DOMPointReadOnly {
        constructor(x = 0, y = 0, z = 0, w = 1) { super(x, y, z, w); }
        static fromPoint(other = undefined) { return makePoint(DOMPoint, pointInit(other)); }
        get x() { return pointOf(this, 'x')[0]; }
        set x(value) { pointOf(this, 'x')[0] = number(value); }
        get y() { return pointOf(this, 'y')[1]; }
        set y(value) { pointOf(this, 'y')[1] = number(value); }
        get z() { return pointOf(this, 'z')[2]; }
        set z(value) { pointOf(this, 'z')[2] = number(value); }
        get w() { return pointOf(this, 'w')[3]; }
        set w(value) { pointOf(this, 'w')[3] = number(value); }
    }

    // ----- Quads --------------------------------------------------------------------------------

    const quadOf = (object, member) => object?.[_quad] ?? illegalInvocation(object, 'DOMQuad', member);
    class DOMQuad {
        constructor(p1 = {}, p2 = {}, p3 = {}, p4 = {}) {
            Object.defineProperty(this, _quad, { value: [p1, p2, p3, p4].map((init) => makePoint(DOMPoint, pointInit(init))) });
        }
        static fromRect(other = {}) {
            if (other !== undefined && other !== null && typeof other !== 'object' && typeof other !== 'function') throw new TypeError('Type error');
            const height = number(other?.height ?? 0), width = number(other?.width ?? 0), x = number(other?.x ?? 0), y = number(other?.y ?? 0);
            return new DOMQuad({ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height });
        }
        static fromQuad(other = {}) {
            if (other !== undefined && other !== null && typeof other !== 'object' && typeof other !== 'function') throw new TypeError('Type error');
            const p1 = other?.p1, p2 = other?.p2, p3 = other?.p3, p4 = other?.p4;
            return new DOMQuad(p1, p2, p3, p4);
        }
        get p1() { return quadOf(this, 'p1')[0]; }
        get p2() { return quadOf(this, 'p2')[1]; }
        get p3() { return quadOf(this, 'p3')[2]; }
        get p4() { return quadOf(this, 'p4')[3]; }
        getBounds() {
            const points = this?.[_quad] ?? wrongThisCall('DOMQuad', 'getBounds');
            const xs = points.map((point) => point[_point][0]), ys = points.map((point) => point[_point][1]);
            const left = Math.min(...xs), top = Math.min(...ys);
            if (dom.DOMRect === undefined) internals.installNow('dom/geometry.js');
            return new dom.DOMRect(left, top, Math.max(...xs) - left, Math.max(...ys) - top);
        }
        toJSON() {
            const [p1, p2, p3, p4] = this?.[_quad] ?? wrongThisCall('DOMQuad', 'toJSON');
            return { p1, p2, p3, p4 };
        }
    }

    // ----- WebKit's TransformationMatrix, on a Float64Array of 16 -------------------------------

    const identity = () => new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    const deg2rad = (degrees) => degrees * Math.PI / 180;
    // WebKit snaps a sine or cosine within the double epsilon of zero to zero (rotate(90deg) is
    // exactly [0, 1, -1, 0]).
    const snap = (value) => (-2.220446049250313e-16 < value && value < 2.220446049250313e-16 ? 0 : value);
    const sinOf = (radians) => snap(Math.sin(radians)), cosOf = (radians) => snap(Math.cos(radians));
    // this = mat * this (WebKit's row convention: the DOM's post-multiplication).
    function multiply(m, mat) {
        const t = new Float64Array(16);
        for (let i = 0; i < 4; i++) {
            for (let j = 0; j < 4; j++) {
                t[i * 4 + j] = mat[i * 4] * m[j] + mat[i * 4 + 1] * m[4 + j] + mat[i * 4 + 2] * m[8 + j] + mat[i * 4 + 3] * m[12 + j];
            }
        }
        m.set(t);
    }
    const affine = (a, b, c, d, e, f) => new Float64Array([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1]);
    function translate3d(m, tx, ty, tz) {
        for (let j = 0; j < 4; j++) m[12 + j] += tx * m[j] + ty * m[4 + j] + tz * m[8 + j];
    }
    function scale3d(m, sx, sy, sz) {
        for (let j = 0; j < 4; j++) { m[j] *= sx; m[4 + j] *= sy; m[8 + j] *= sz; }
    }
    function rotate(m, angle) {
        if (angle % 360 === 0) return; // (WebKit: !fmod(angle, 360))
        const radians = deg2rad(angle), sin = sinOf(radians), cos = cosOf(radians);
        multiply(m, affine(cos, sin, -sin, cos, 0, 0));
    }
    function rotateAxisAngle(m, x, y, z, angle) {
        const length = Math.hypot(x, y, z);
        if (length === 0) return;
        if (length !== 1) { x /= length; y /= length; z /= length; }
        const radians = deg2rad(angle), sin = sinOf(radians), cos = cosOf(radians);
        const mat = identity();
        if (x === 1 && y === 0 && z === 0) mat.set([1, 0, 0, 0, 0, cos, sin, 0, 0, -sin, cos, 0]);
        else if (x === 0 && y === 1 && z === 0) mat.set([cos, 0, -sin, 0, 0, 1, 0, 0, sin, 0, cos, 0]);
        else if (x === 0 && y === 0 && z === 1) mat.set([cos, sin, 0, 0, -sin, cos, 0, 0, 0, 0, 1, 0]);
        else {
            const oneMinusCos = 1 - cos;
            mat.set([cos + x * x * oneMinusCos, y * x * oneMinusCos + z * sin, z * x * oneMinusCos - y * sin, 0,
                x * y * oneMinusCos - z * sin, cos + y * y * oneMinusCos, z * y * oneMinusCos + x * sin, 0,
                x * z * oneMinusCos + y * sin, y * z * oneMinusCos - x * sin, cos + z * z * oneMinusCos, 0]);
        }
        multiply(m, mat);
    }
    // Rotations about z, then y, then x, in degrees (DOMMatrix's rotate(rotX, rotY, rotZ)).
    function rotateEuler(m, rx, ry, rz) {
        rx = deg2rad(rx); ry = deg2rad(ry); rz = deg2rad(rz);
        const rotation = identity();
        rotation.set([cosOf(rz), sinOf(rz), 0, 0, -sinOf(rz), cosOf(rz), 0, 0]);
        const aboutY = identity();
        aboutY.set([cosOf(ry), 0, -sinOf(ry), 0, 0, 1, 0, 0, sinOf(ry), 0, cosOf(ry), 0]);
        multiply(rotation, aboutY);
        const aboutX = identity();
        aboutX.set([1, 0, 0, 0, 0, cosOf(rx), sinOf(rx), 0, 0, -sinOf(rx), cosOf(rx), 0]);
        multiply(rotation, aboutX);
        multiply(m, rotation);
    }
    function skew(m, sx, sy) {
        const mat = identity();
        mat[1] = Math.tan(deg2rad(sy));
        mat[4] = Math.tan(deg2rad(sx));
        multiply(m, mat);
    }
    function perspective(m, p) {
        const mat = identity();
        if (p !== 0) mat[11] = -1 / p;
        multiply(m, mat);
    }
    const isIdentityOrTranslation = (m) => m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 0 && m[4] === 0 && m[5] === 1 && m[6] === 0 && m[7] === 0
        && m[8] === 0 && m[9] === 0 && m[10] === 1 && m[11] === 0 && m[15] === 1;
    const isAffine = (m) => m[2] === 0 && m[3] === 0 && m[6] === 0 && m[7] === 0 && m[8] === 0 && m[9] === 0 && m[10] === 1 && m[11] === 0 && m[14] === 0 && m[15] === 1;
    const isNormal = (value) => Number.isFinite(value) && Math.abs(value) >= 2.2250738585072014e-308;
    // The inverse, or null (WebKit's: translations and affine matrices by their own formulas).
    function inverse(m) {
        if (isIdentityOrTranslation(m)) {
            const result = identity();
            if (m[12] !== 0 || m[13] !== 0 || m[14] !== 0) { result[12] = -m[12]; result[13] = -m[13]; result[14] = -m[14]; }
            return result;
        }
        if (isAffine(m)) {
            const [a, b, c, d, e, f] = [m[0], m[1], m[4], m[5], m[12], m[13]];
            const determinant = a * d - b * c;
            if (!isNormal(determinant)) return null;
            const inverseDeterminant = 1 / determinant;
            return affine(d * inverseDeterminant, -b * inverseDeterminant, -c * inverseDeterminant, a * inverseDeterminant,
                (c * f - d * e) * inverseDeterminant, (b * e - a * f) * inverseDeterminant);
        }
        // The adjugate over the determinant: inverse[i][j] = cofactor(j, i) / det.
        const minor = (row, column) => {
            const rest = [];
            for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (i !== row && j !== column) rest.push(m[i * 4 + j]);
            const [a1, a2, a3, b1, b2, b3, c1, c2, c3] = rest;
            return a1 * (b2 * c3 - b3 * c2) - a2 * (b1 * c3 - b3 * c1) + a3 * (b1 * c2 - b2 * c1);
        };
        const cofactor = (row, column) => ((row + column) % 2 === 0 ? 1 : -1) * minor(row, column);
        const determinant = m[0] * cofactor(0, 0) + m[1] * cofactor(0, 1) + m[2] * cofactor(0, 2) + m[3] * cofactor(0, 3);
        if (Math.abs(determinant) < 1e-8 || !Number.isFinite(determinant)) return null;
        const result = new Float64Array(16);
        for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) result[i * 4 + j] = cofactor(j, i) / determinant;
        return result;
    }
    // (x, y, z, w) through the matrix, w kept (map4ComponentPoint).
    function mapPoint(m, [x, y, z, w]) {
        if (isIdentityOrTranslation(m)) return [x + m[12], y + m[13], z + m[14], w];
        const result = [0, 0, 0, 0];
        for (let i = 0; i < 4; i++) result[i] = x * m[i] + y * m[4 + i] + z * m[8 + i] + w * m[12 + i];
        return result;
    }

    // ----- CSS transform lists ------------------------------------------------------------------

    const lengthUnits = { px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, pt: 4 / 3, pc: 16 };
    const angleUnits = { deg: (v) => v, rad: (v) => v * 180 / Math.PI, grad: (v) => v * 360 / 400, turn: (v) => v * 360 };
    const numberPattern = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i;
    function argument(text, kind) {
        if (/^\s*calc\(/i.test(text)) return calc(text.trim().slice(5, -1), kind);
        const match = numberPattern.exec(text.trim());
        if (!match) throw syntaxError();
        const value = Number(match[1]), unit = match[2].toLowerCase();
        if (kind === 'number') { if (unit !== '') throw syntaxError(); return value; }
        if (unit === '') { if (value !== 0) throw syntaxError(); return 0; }
        // (A length is a float in WebKit's CSS: `1cm` is 37.7952766418457.)
        const convert = kind === 'length' ? (lengthUnits[unit] === undefined ? undefined : (v) => Math.fround(v * lengthUnits[unit])) : angleUnits[unit];
        if (convert === undefined) throw syntaxError();
        return convert(value);
    }
    // calc() of numbers and one kind of dimension (+, -, *, / and parentheses): [value, has a
    // dimension], each dimension converted as a plain argument is.
    function calc(text, kind) {
        const tokens = text.match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?[a-z%]*|[()*/+-]/gi) ?? [];
        if (tokens.join('').replace(/\s/g, '') !== text.replace(/\s/g, '')) throw syntaxError();
        let at = 0;
        const term = () => {
            let [value, dimension] = factor();
            while (tokens[at] === '*' || tokens[at] === '/') {
                const operator = tokens[at++], [right, rightDimension] = factor();
                if ((dimension && rightDimension) || (operator === '/' && rightDimension)) throw syntaxError();
                value = operator === '*' ? value * right : value / right;
                dimension ||= rightDimension;
            }
            return [value, dimension];
        };
        const expression = () => {
            let [value, dimension] = term();
            while (tokens[at] === '+' || tokens[at] === '-' || /^[+-]\d|^[+-]\./.test(tokens[at] ?? '')) {
                const operator = tokens[at] === '+' || tokens[at] === '-' ? tokens[at++] : '+';
                const [right, rightDimension] = term();
                if (dimension !== rightDimension) throw syntaxError();
                value = operator === '+' ? value + right : value - right;
            }
            return [value, dimension];
        };
        const factor = () => {
            const token = tokens[at++];
            if (token === '(') { const inner = expression(); if (tokens[at++] !== ')') throw syntaxError(); return inner; }
            if (token === undefined) throw syntaxError();
            const match = numberPattern.exec(token);
            if (!match) throw syntaxError();
            return match[2] === '' ? [Number(match[1]), false] : [argument(token, kind), true];
        };
        const [value, dimension] = expression();
        if (at !== tokens.length || dimension !== (kind !== 'number')) throw syntaxError();
        return value;
    }

    // name -> [argument kinds (a trailing ? optional), 3D, apply(m, values)]
    const functions = {
        matrix: ['number number number number number number', false, (m, v) => multiply(m, affine(...v))],
        matrix3d: [Array(16).fill('number').join(' '), true, (m, v) => multiply(m, new Float64Array(v))],
        translate: ['length length?', false, (m, [x, y = 0]) => translate3d(m, x, y, 0)],
        translatex: ['length', false, (m, [x]) => translate3d(m, x, 0, 0)],
        translatey: ['length', false, (m, [y]) => translate3d(m, 0, y, 0)],
        translatez: ['length', true, (m, [z]) => translate3d(m, 0, 0, z)],
        translate3d: ['length length length', true, (m, [x, y, z]) => translate3d(m, x, y, z)],
        scale: ['number number?', false, (m, [x, y = x]) => scale3d(m, x, y, 1)],
        scalex: ['number', false, (m, [x]) => scale3d(m, x, 1, 1)],
        scaley: ['number', false, (m, [y]) => scale3d(m, 1, y, 1)],
        scalez: ['number', true, (m, [z]) => scale3d(m, 1, 1, z)],
        scale3d: ['number number number', true, (m, [x, y, z]) => scale3d(m, x, y, z)],
        rotate: ['angle', false, (m, [a]) => rotate(m, a)],
        rotatex: ['angle', true, (m, [a]) => rotateAxisAngle(m, 1, 0, 0, a)],
        rotatey: ['angle', true, (m, [a]) => rotateAxisAngle(m, 0, 1, 0, a)],
        rotatez: ['angle', false, (m, [a]) => rotateAxisAngle(m, 0, 0, 1, a)],
        rotate3d: ['number number number angle', true, (m, [x, y, z, a]) => rotateAxisAngle(m, x, y, z, a)],
        skew: ['angle angle?', false, (m, [x, y = 0]) => skew(m, x, y)],
        skewx: ['angle', false, (m, [x]) => skew(m, x, 0)],
        skewy: ['angle', false, (m, [y]) => skew(m, 0, y)],
        perspective: ['length', true, (m, [p]) => perspective(m, p)],
    };
    // [matrix, is2D] of a CSS <transform-list> (`none` or empty: the identity); SyntaxError where
    // it is not one or uses a relative length.
    function parseTransformList(text) {
        const m = identity();
        if (text === '') return [m, true];
        const source = text.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ').trim();
        if (source === '') throw syntaxError();
        if (source.toLowerCase() === 'none') return [m, true];
        let is2D = true, rest = source;
        const step = /^([a-z0-9]+)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\s*/i;
        while (rest !== '') {
            const match = step.exec(rest);
            if (!match) throw syntaxError();
            const entry = functions[match[1].toLowerCase()];
            if (entry === undefined) throw syntaxError();
            const kinds = entry[0].split(' '), given = match[2].trim() === '' ? [] : match[2].split(',');
            const required = kinds.filter((kind) => !kind.endsWith('?')).length;
            if (given.length < required || given.length > kinds.length) throw syntaxError();
            entry[2](m, given.map((text, i) => argument(text, kinds[i].replace('?', ''))));
            if (entry[1]) is2D = false;
            rest = rest.slice(match[0].length);
        }
        return [m, is2D];
    }

    // ----- Matrices -----------------------------------------------------------------------------

    // DOMMatrixInit, validated and fixed up (Geometry Interfaces): [matrix, is2D].
    const twoD = [['a', 'm11', 0], ['b', 'm12', 1], ['c', 'm21', 4], ['d', 'm22', 5], ['e', 'm41', 12], ['f', 'm42', 13]];
    const threeD = [['m13', 2, 0], ['m14', 3, 0], ['m23', 6, 0], ['m24', 7, 0], ['m31', 8, 0], ['m32', 9, 0], ['m33', 10, 1], ['m34', 11, 0], ['m43', 14, 0], ['m44', 15, 1]];
    function matrixInit(init, withThreeD) {
        if (init !== undefined && init !== null && typeof init !== 'object' && typeof init !== 'function') throw new TypeError('Type error');
        const read = (name) => { const value = init?.[name]; return value === undefined ? undefined : number(value); };
        const values = {};
        for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'm11', 'm12', 'm21', 'm22', 'm41', 'm42']) values[name] = read(name);
        let is2D;
        if (withThreeD) {
            is2D = init?.is2D === undefined ? undefined : !!init.is2D;
            for (const [name, , fallback] of threeD) values[name] = read(name) ?? fallback;
        }
        const m = identity();
        for (const [short, long, index] of twoD) {
            const same = values[short] === values[long] || (Number.isNaN(values[short]) && Number.isNaN(values[long]));
            if (values[short] !== undefined && values[long] !== undefined && !same) {
                throw new TypeError(`init.${short} and init.${long} do not match`);
            }
            m[index] = values[long] ?? values[short] ?? (index === 0 || index === 5 ? 1 : 0);
        }
        if (withThreeD) {
            for (const [name, index, fallback] of threeD) {
                if (is2D === true && values[name] !== fallback) throw new TypeError(`${name} should be ${fallback} for a 2D matrix`);
                m[index] = values[name];
            }
            if (is2D === undefined) is2D = threeD.every(([name, , fallback]) => values[name] === fallback);
        } else is2D = true;
        return [m, is2D];
    }
    const matrixFromInit = (init) => { const [m, is2D] = matrixInit(init, true); return { m, is2D }; };
    function makeMatrix(Interface, m, is2D) {
        const matrix = Reflect.construct(DOMMatrixReadOnly, [], Interface);
        matrix[_matrix].set(m);
        matrix[_is2D] = is2D;
        return matrix;
    }
    function fromArray(Interface, array, Type, name, member) {
        if (!(array instanceof Type)) throw new TypeError(`Argument 1 ('${name}') to ${Interface.name}.${member} must be an instance of ${Type.name}`);
        const values = Array.from(array, number);
        if (values.length === 6) return makeMatrix(Interface, affine(...values), true);
        if (values.length === 16) return makeMatrix(Interface, new Float64Array(values), false);
        throw new TypeError(`${name} must have 6 or 16 elements`);
    }

    class DOMMatrixReadOnly {
        constructor(init = undefined) {
            Object.defineProperty(this, _matrix, { value: identity() });
            Object.defineProperty(this, _is2D, { value: true, writable: true });
            if (init === undefined) return;
            if (typeof init === 'string' || typeof init !== 'object' || init === null || typeof init[Symbol.iterator] !== 'function') {
                const [m, is2D] = parseTransformList(String(init));
                this[_matrix].set(m);
                this[_is2D] = is2D;
                return;
            }
            const values = Array.from(init, number);
            if (values.length === 6) this[_matrix].set(affine(...values));
            else if (values.length === 16) { this[_matrix].set(values); this[_is2D] = false; }
            else throw new TypeError('Type error');
        }
        static fromMatrix(other = undefined) { const { m, is2D } = matrixFromInit(other); return makeMatrix(DOMMatrixReadOnly, m, is2D); }
        static fromFloat32Array(array32) { return fromArray(DOMMatrixReadOnly, array32, Float32Array, 'array32', 'fromFloat32Array'); }
        static fromFloat64Array(array64) { return fromArray(DOMMatrixReadOnly, array64, Float64Array, 'array64', 'fromFloat64Array'); }
        get is2D() { matrixOf(this, 'is2D'); return this[_is2D]; }
        get isIdentity() {
            const m = matrixOf(this, 'isIdentity');
            return m.every((value, index) => value === (index % 5 === 0 ? 1 : 0));
        }
        translate(tx = 0, ty = 0, tz = 0) { return copyOf(this, 'translate').translateSelf(tx, ty, tz); }
        scale(scaleX = 1, scaleY = undefined, scaleZ = 1, originX = 0, originY = 0, originZ = 0) { return copyOf(this, 'scale').scaleSelf(scaleX, scaleY, scaleZ, originX, originY, originZ); }
        scale3d(scale = 1, originX = 0, originY = 0, originZ = 0) { return copyOf(this, 'scale3d').scale3dSelf(scale, originX, originY, originZ); }
        scaleNonUniform(scaleX = 1, scaleY = 1) {
            const copy = copyOf(this, 'scaleNonUniform');
            scale3d(copy[_matrix], number(scaleX), number(scaleY), 1);
            return copy;
        }
        rotate(rotX = 0, rotY = undefined, rotZ = undefined) { return copyOf(this, 'rotate').rotateSelf(rotX, rotY, rotZ); }
        rotateFromVector(x = 0, y = 0) { return copyOf(this, 'rotateFromVector').rotateFromVectorSelf(x, y); }
        rotateAxisAngle(x = 0, y = 0, z = 0, angle = 0) { return copyOf(this, 'rotateAxisAngle').rotateAxisAngleSelf(x, y, z, angle); }
        skewX(sx = 0) { return copyOf(this, 'skewX').skewXSelf(sx); }
        skewY(sy = 0) { return copyOf(this, 'skewY').skewYSelf(sy); }
        multiply(other = undefined) { return copyOf(this, 'multiply').multiplySelf(other); }
        flipX() { const copy = copyOf(this, 'flipX'); scale3d(copy[_matrix], -1, 1, 1); return copy; }
        flipY() { const copy = copyOf(this, 'flipY'); scale3d(copy[_matrix], 1, -1, 1); return copy; }
        inverse() { return copyOf(this, 'inverse').invertSelf(); }
        transformPoint(point = undefined) {
            const m = matrixOperation(this, 'DOMMatrixReadOnly', 'transformPoint');
            return makePoint(DOMPoint, mapPoint(m, pointInit(point)));
        }
        toFloat32Array() { return new Float32Array(matrixOperation(this, 'DOMMatrixReadOnly', 'toFloat32Array')); }
        toFloat64Array() { return new Float64Array(matrixOperation(this, 'DOMMatrixReadOnly', 'toFloat64Array')); }
        toJSON() {
            const m = matrixOperation(this, 'DOMMatrixReadOnly', 'toJSON');
            const json = { a: m[0], b: m[1], c: m[4], d: m[5], e: m[12], f: m[13] };
            names.forEach((name, index) => { json[name] = m[index]; });
            return Object.assign(json, { is2D: this[_is2D], isIdentity: this.isIdentity });
        }
        toString() {
            const m = matrixOperation(this, 'DOMMatrixReadOnly', 'toString');
            if (!m.every(Number.isFinite)) throw new DOMException('Matrix contains non-finite values', 'InvalidStateError');
            return this[_is2D] ? `matrix(${[m[0], m[1], m[4], m[5], m[12], m[13]].join(', ')})` : `matrix3d(${[...m].join(', ')})`;
        }
    }
    const names = ['m11', 'm12', 'm13', 'm14', 'm21', 'm22', 'm23', 'm24', 'm31', 'm32', 'm33', 'm34', 'm41', 'm42', 'm43', 'm44'];
    const aliases = { a: 0, b: 1, c: 4, d: 5, e: 12, f: 13 };
    function copyOf(matrix, member) {
        const m = matrixOperation(matrix, 'DOMMatrixReadOnly', member);
        return makeMatrix(DOMMatrix, m, matrix[_is2D]);
    }
    // [attribute, index] of every matrix attribute: a-f, then m11-m44.
    const attributes = [...Object.entries(aliases), ...names.map((name, index) => [name, index])];
    for (const [name, index] of attributes) {
        Object.defineProperty(DOMMatrixReadOnly.prototype, name, Object.getOwnPropertyDescriptor({ get [name]() { return matrixOf(this, name)[index]; } }, name));
    }

    // Setting a 3D member to other than its 2D value makes the matrix 3D.
    const threeDIndexes = new Map(threeD.map(([name, index, fallback]) => [index, fallback]));
    class DOMMatrix extends DOMMatrixReadOnly {
        constructor(init = undefined) { super(init); }
        static fromMatrix(other = undefined) { const { m, is2D } = matrixFromInit(other); return makeMatrix(DOMMatrix, m, is2D); }
        static fromFloat32Array(array32) { return fromArray(DOMMatrix, array32, Float32Array, 'array32', 'fromFloat32Array'); }
        static fromFloat64Array(array64) { return fromArray(DOMMatrix, array64, Float64Array, 'array64', 'fromFloat64Array'); }
        multiplySelf(other = undefined) {
            const m = matrixOperation(this, 'DOMMatrix', 'multiplySelf');
            const { m: right, is2D } = matrixFromInit(other);
            multiply(m, right);
            if (!is2D) this[_is2D] = false;
            return this;
        }
        preMultiplySelf(other = undefined) {
            const m = matrixOperation(this, 'DOMMatrix', 'preMultiplySelf');
            const { m: left, is2D } = matrixFromInit(other);
            multiply(left, m);
            m.set(left);
            if (!is2D) this[_is2D] = false;
            return this;
        }
        translateSelf(tx = 0, ty = 0, tz = 0) {
            const m = matrixOperation(this, 'DOMMatrix', 'translateSelf');
            [tx, ty, tz] = [number(tx), number(ty), number(tz)];
            translate3d(m, tx, ty, tz);
            if (tz !== 0) this[_is2D] = false;
            return this;
        }
        scaleSelf(scaleX = 1, scaleY = undefined, scaleZ = 1, originX = 0, originY = 0, originZ = 0) {
            const m = matrixOperation(this, 'DOMMatrix', 'scaleSelf');
            scaleX = number(scaleX); scaleY = scaleY === undefined ? scaleX : number(scaleY); scaleZ = number(scaleZ);
            [originX, originY, originZ] = [number(originX), number(originY), number(originZ)];
            translate3d(m, originX, originY, originZ);
            scale3d(m, scaleX, scaleY, scaleZ);
            translate3d(m, -originX, -originY, -originZ);
            if (scaleZ !== 1 || originZ !== 0) this[_is2D] = false;
            return this;
        }
        scale3dSelf(scale = 1, originX = 0, originY = 0, originZ = 0) {
            const m = matrixOperation(this, 'DOMMatrix', 'scale3dSelf');
            scale = number(scale);
            [originX, originY, originZ] = [number(originX), number(originY), number(originZ)];
            translate3d(m, originX, originY, originZ);
            scale3d(m, scale, scale, scale);
            translate3d(m, -originX, -originY, -originZ);
            if (scale !== 1) this[_is2D] = false;
            return this;
        }
        rotateSelf(rotX = 0, rotY = undefined, rotZ = undefined) {
            const m = matrixOperation(this, 'DOMMatrix', 'rotateSelf');
            rotX = number(rotX);
            if (rotY === undefined && rotZ === undefined) { rotZ = rotX; rotX = 0; rotY = 0; }
            rotY = rotY === undefined ? 0 : number(rotY); rotZ = rotZ === undefined ? 0 : number(rotZ);
            rotateEuler(m, rotX, rotY, rotZ);
            if (rotX !== 0 || rotY !== 0) this[_is2D] = false;
            return this;
        }
        rotateFromVectorSelf(x = 0, y = 0) {
            const m = matrixOperation(this, 'DOMMatrix', 'rotateFromVectorSelf');
            rotate(m, Math.atan2(number(y), number(x)) * 180 / Math.PI);
            return this;
        }
        rotateAxisAngleSelf(x = 0, y = 0, z = 0, angle = 0) {
            const m = matrixOperation(this, 'DOMMatrix', 'rotateAxisAngleSelf');
            [x, y, z, angle] = [number(x), number(y), number(z), number(angle)];
            rotateAxisAngle(m, x, y, z, angle);
            if (x !== 0 || y !== 0) this[_is2D] = false;
            return this;
        }
        skewXSelf(sx = 0) { skew(matrixOperation(this, 'DOMMatrix', 'skewXSelf'), number(sx), 0); return this; }
        skewYSelf(sy = 0) { skew(matrixOperation(this, 'DOMMatrix', 'skewYSelf'), 0, number(sy)); return this; }
        invertSelf() {
            const m = matrixOperation(this, 'DOMMatrix', 'invertSelf');
            const result = inverse(m);
            if (result === null) { m.fill(NaN); this[_is2D] = false; } else m.set(result);
            return this;
        }
        setMatrixValue(transformList) {
            const m = matrixOperation(this, 'DOMMatrix', 'setMatrixValue');
            if (arguments.length < 1) throw dom.notEnoughArguments();
            const [parsed, is2D] = parseTransformList(String(transformList));
            m.set(parsed);
            this[_is2D] = is2D;
            return this;
        }
    }
    for (const [name, index] of attributes) {
        Object.defineProperty(DOMMatrix.prototype, name, Object.getOwnPropertyDescriptor({
            get [name]() { return matrixOf(this, name)[index]; },
            set [name](value) {
                const m = matrixOf(this, name);
                m[index] = number(value);
                if (threeDIndexes.has(index) && m[index] !== threeDIndexes.get(index)) this[_is2D] = false;
            },
        }, name));
    }

    // WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(DOMPointReadOnly, 'x y z w matrixTransform toJSON');
    dom.orderMembers(DOMQuad, 'p1 p2 p3 p4 getBounds toJSON');
    dom.orderMembers(DOMMatrixReadOnly, 'a b c d e f m11 m12 m13 m14 m21 m22 m23 m24 m31 m32 m33 m34 m41 m42 m43 m44 is2D isIdentity translate scale scale3d ' +
        'scaleNonUniform rotate rotateFromVector rotateAxisAngle skewX skewY multiply flipX flipY inverse transformPoint toFloat32Array toFloat64Array toJSON toString');
    dom.orderMembers(DOMMatrix, 'a b c d e f m11 m12 m13 m14 m21 m22 m23 m24 m31 m32 m33 m34 m41 m42 m43 m44 multiplySelf preMultiplySelf translateSelf scaleSelf ' +
        'scale3dSelf rotateSelf rotateFromVectorSelf rotateAxisAngleSelf skewXSelf skewYSelf invertSelf setMatrixValue');
    dom.exposeGlobals({ DOMPointReadOnly, DOMPoint, DOMQuad, DOMMatrixReadOnly, DOMMatrix });
    // WebKitCSSMatrix is DOMMatrix itself in WebKit (a legacy window alias).
    Object.defineProperty(globalThis, 'WebKitCSSMatrix', { value: DOMMatrix, writable: true, enumerable: false, configurable: true });
    // A DOMMatrix2DInit (canvas setTransform and addPath) validated and fixed up: [a, b, c, d, e, f].
    const matrix2DInit = (init) => { const [m] = matrixInit(init, false); return [m[0], m[1], m[4], m[5], m[12], m[13]]; };
    Object.assign(dom, { DOMPoint, DOMMatrix, parseTransformList, matrix2DInit });
})

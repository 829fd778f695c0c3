// Every global interface as a script that inspects it sees it, for IntrospectionDifferentialTests:
// the interface object (its name, length, whether it has a `prototype` own property, its
// parent), its static members and its prototype's members, each as a short descriptor (an
// accessor's or function's name, length and `prototype`; W, E, C for writable, enumerable,
// configurable). Reading a global installs what the engine installs on first use.
(() => {
    const fn = (f) => `${f.name}/${f.length}/${Object.prototype.hasOwnProperty.call(f, 'prototype') ? 'P' : ''}`;
    const describe = (d) => [
        d.get ? `get(${fn(d.get)})` : '', d.set ? `set(${fn(d.set)})` : '',
        'value' in d ? (typeof d.value === 'function' ? `fn(${fn(d.value)})` : typeof d.value === 'object' && d.value !== null ? 'object' : `value:${String(d.value)}`) : '',
        d.writable ? 'W' : '', d.enumerable ? 'E' : '', d.configurable ? 'C' : '',
    ].filter(Boolean).join(' ');
    const interfaces = {};
    for (const name of Object.getOwnPropertyNames(window)) {
        if (!/^[A-Z]/.test(name)) continue;
        let object;
        try { object = window[name]; } catch (error) { continue; }
        if (typeof object !== 'function') continue;
        const parent = Object.getPrototypeOf(object);
        const shape = { '(interface object)': `${fn(object)} parent ${parent === Function.prototype ? 'none' : parent?.name}` };
        for (const key of Object.getOwnPropertyNames(object)) {
            if (key !== 'prototype' && key !== 'length' && key !== 'name') shape[`static ${key}`] = describe(Object.getOwnPropertyDescriptor(object, key));
        }
        if (object.prototype && typeof object.prototype === 'object') {
            for (const key of Object.getOwnPropertyNames(object.prototype)) shape[key] = describe(Object.getOwnPropertyDescriptor(object.prototype, key));
        }
        interfaces[name] = shape;
    }
    return JSON.stringify(interfaces);
})()

// The page's tree as plain-job.js reads it (`plainTreeText`): JSON, an element as
// [localName, [name, value, ...], ...children], a text node as a string; what the DOM holds
// after loading the page. (`webengine bench --phases-of` and scripts/warm-floors.py run it.)
var plainTreeText = JSON.stringify((function plain(node) {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return null;
    const element = [node.localName, []];
    for (const attribute of node.attributes) element[1].push(attribute.name, attribute.value);
    for (const child of node.childNodes) { const value = plain(child); if (value !== null) element.push(value); }
    return element;
})(document.documentElement));

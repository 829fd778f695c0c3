document.querySelectorAll('a[href]').forEach((a) => { a.setAttribute('href', a.href); if (!a.href.startsWith('file:')) a.setAttribute('target', '_blank'); });
document.querySelectorAll('pre').forEach((pre) => { const wrap = document.createElement('div'); wrap.className = 'code'; pre.before(wrap); wrap.append(pre); });
document.querySelectorAll('table[width], td[width]').forEach((t) => { t.style.maxWidth = '100%'; t.removeAttribute('width'); });

document.querySelectorAll('a[href]').forEach((a) => { if (/^https?:/.test(a.getAttribute('href'))) { a.setAttribute('target', '_blank'); a.relList.add('noopener'); } else { a.dataset.local = ''; } });
document.querySelectorAll('pre').forEach((pre) => { const wrap = document.createElement('div'); wrap.className = 'code'; pre.before(wrap); wrap.append(pre); });
document.querySelectorAll('table[width], td[width]').forEach((t) => { t.style.maxWidth = '100%'; t.removeAttribute('width'); });

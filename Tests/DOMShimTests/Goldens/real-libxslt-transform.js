document.querySelectorAll('h2, h3').forEach((h, i) => { h.id = h.id || `section-${i}`; h.classList.add('anchored'); });
document.querySelectorAll('table').forEach((t) => t.setAttribute('data-rows', t.rows ? t.rows.length : t.querySelectorAll('tr').length));
document.body.dataset.links = document.links.length;

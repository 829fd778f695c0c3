document.querySelectorAll('table[width]').forEach(t=>{t.style.width='100%';t.removeAttribute('width')});

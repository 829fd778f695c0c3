document.querySelectorAll('o\\:p').forEach(e=>e.remove());

document.querySelectorAll('.gmail_quote').forEach(q=>q.classList.add('collapsed'));const d=document.createElement('details');const q=document.querySelector('div.gmail_quote');q.before(d);d.append(q);

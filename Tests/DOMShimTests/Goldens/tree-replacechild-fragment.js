const f=document.createDocumentFragment();f.append('one',document.createElement('i'),'two');const t=document.getElementById('t');t.replaceChild(f,t.firstChild);t.replaceChildren(...t.childNodes,'!');

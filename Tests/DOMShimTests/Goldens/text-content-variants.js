const d=document.getElementById('d');d.dataset.tc=d.textContent;const e=document.createElement('p');e.textContent='<b>&amp;</b>';document.body.append(e);e.firstChild.data+=' more';

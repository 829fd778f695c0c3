const t=document.getElementById('t');document.getElementById('out').append(t.content.cloneNode(true));t.innerHTML='<span>replaced</span>';

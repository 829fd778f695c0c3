const svg=document.querySelector('svg');const c=document.createElementNS('http://www.w3.org/2000/svg','circle');c.setAttribute('r','2');svg.append(c);

document.getElementById('s').outerHTML='<article class=a>new</article><aside>side</aside>';

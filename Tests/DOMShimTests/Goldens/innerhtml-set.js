document.getElementById('d').innerHTML='<p>one<p>two <b>bold<i>both</b>italic</i><img src=x onclick=alert(1)>&amp; &lt; &copy;';

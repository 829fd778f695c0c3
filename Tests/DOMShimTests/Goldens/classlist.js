const c=document.querySelector('p').classList;c.add('d','a');c.remove('b');c.toggle('c');c.toggle('e',true);c.replace('a','z');document.body.dataset.len=c.length+'-'+c.contains('z')+'-'+c.value;

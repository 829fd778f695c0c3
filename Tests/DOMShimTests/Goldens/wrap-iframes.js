document.querySelectorAll('iframe').forEach(f=>{const w=document.createElement('div');w.className='embed';w.style.position='relative';f.before(w);w.append(f)});

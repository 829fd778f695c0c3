const d=document.querySelector('div').dataset;d.lazySrc='img.png';d.originalWidth=Number(d.originalWidth)/2;delete d.x;d.aB='y';document.body.setAttribute('data-keys',Object.keys(d).join(','));

document.body.dataset.mode=document.compatMode;

document.body.dataset.before=document.title;document.title='New & <Title>';

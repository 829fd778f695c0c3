document.title='Created';

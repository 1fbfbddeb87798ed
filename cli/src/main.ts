console.log('clinic cli');

// The article's render flow in miniature, on the runtime alone (the DOM and the bridge come
// next): several rendering steps answer at different times, one fails, one never answers;
// "rendering complete" fires exactly once, after every step answered, failed or timed out.
// Run it with:  make run   (or: webengine run --script examples/render-steps.js)

const steps = {
    resizeImages: () => new Promise((resolve) => setTimeout(() => resolve({ logDescription: 'resized 3 images' }), 30)),
    absolutizeLinks: () => Promise.resolve({ logDescription: 'absolutized 7 links' }),
    wrapEmbeds: async () => { throw new Error('embed markup not recognised'); },
    lazyLoadImages: () => new Promise(() => { /* never answers */ }),
};

function withTimeout(promise, milliseconds) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out after ${milliseconds} ms`)), milliseconds);
        promise.then(
            (value) => { clearTimeout(timer); resolve(value); },
            (error) => { clearTimeout(timer); reject(error); });
    });
}

async function render(strategy, timeout) {
    const started = performance.now();
    const outcomes = await Promise.allSettled(strategy.map((name) => withTimeout(steps[name](), timeout)));
    const report = strategy.map((name, index) => {
        const outcome = outcomes[index];
        if (outcome.status === 'fulfilled') {
            console.log(`${name}: ${outcome.value.logDescription}`);
            return { step: name, status: 'answered' };
        }
        const status = outcome.reason.message.startsWith('timed out') ? 'timedOut' : 'failed';
        console.log(`${name}: ${status} (${outcome.reason.message})`);
        return { step: name, status };
    });
    console.log(`rendering complete after ${Math.round(performance.now() - started)} ms`);
    return report;
}

render(['resizeImages', 'absolutizeLinks', 'wrapEmbeds', 'lazyLoadImages'], 100);

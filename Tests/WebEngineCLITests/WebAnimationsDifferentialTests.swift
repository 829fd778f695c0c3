import Foundation
import XCTest

/// Web Animations as WebKit runs them: the same page through `run` and `run --engine webkit`,
/// the outputs compared line for line. What depends on the clock (a timeline's time, a start
/// time) is printed as a type or a relation, never as a number.
final class WebAnimationsDifferentialTests: FolderTestCase {
    private static let recorder = """
        var log = [];
        const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
        function attempt(label, action) {
            try { log.push(label + ': ' + show(action())); } catch (e) { log.push(label + ': ' + e.name + ': ' + e.message); }
        }
        // Keyframes with their properties sorted: WebKit lists them in its hash table's order (docs/dom.md).
        const keyframes = (effect) => effect.getKeyframes().map((k) => Object.keys(k).sort().map((key) => key + '=' + show(k[key])).join(' ')).join(' | ');
        """

    /// The page's `done` promise settles when it has logged everything; both engines wait for it.
    private func assertBothEnginesPrintTheSame(_ page: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try write(page, to: "page.html")
        let arguments = ["--html", "page.html", "--eval", "done.then(() => log.join('\\n'))"]
        let reference = try runWebEngine(["run", "--engine", "webkit"] + arguments, in: folder)
        if reference.standardError.contains("cannot start the WebKit engine") { throw XCTSkip("the WebKit engine cannot start here: \(reference.standardError)") }
        let fast = try runWebEngine(["run"] + arguments, in: folder)
        XCTAssertEqual(fast.status, reference.status, fast.standardError, file: file, line: line)
        XCTAssertGreaterThan(reference.standardOutput.split(separator: "\n").count, 5, reference.standardError, file: file, line: line)
        let ours = fast.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let webKits = reference.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, expected) in webKits.enumerated() where index >= ours.count || ours[index] != expected {
            XCTFail("line \(index + 1): \(index < ours.count ? String(ours[index]) : "nothing") where WebKit prints \(expected)", file: file, line: line)
        }
        XCTAssertEqual(ours.count, webKits.count, fast.standardOutput, file: file, line: line)
    }

    /// The interfaces, timing dictionaries and their checks, keyframes in both forms, timing
    /// functions as WebKit serializes and evaluates them, and the play states of seeking,
    /// pausing, finishing, reversing and cancelling, all without waiting for a frame.
    func testTheTimingModelAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=target></div><script>
            \(Self.recorder)
            const div = document.getElementById('target');
            for (const name of ['Animation', 'AnimationEffect', 'KeyframeEffect', 'AnimationTimeline', 'DocumentTimeline', 'AnimationPlaybackEvent', 'CSSAnimation', 'CSSTransition']) {
                const I = window[name];
                attempt(name, () => [typeof I, I.length, Object.getOwnPropertyNames(I.prototype).join(), Object.getPrototypeOf(I.prototype).constructor.name].join(' '));
            }
            attempt('members', () => [Element.prototype.animate.length, Element.prototype.getAnimations.length, typeof Object.getOwnPropertyDescriptor(Document.prototype, 'timeline').get, String(document.timeline), typeof document.timeline.currentTime, document.timeline.duration].join(' '));
            for (const easing of ['ease', 'EASE-IN-OUT', 'steps(2, start)', 'steps(3)', 'steps(2, jump-end)', 'steps(2, jump-both)', 'step-start', 'step-end', 'cubic-bezier(0.1,0.2,0.3,0.4)', 'cubic-bezier(0.25, 0.1, 0.25, 1)', 'linear(0, 0.5 20%, 1)', 'bogus', 'cubic-bezier(2, 0, 0, 0)', 'steps(0)'])
                attempt('easing ' + easing, () => new KeyframeEffect(div, null, { easing }).getTiming().easing);
            for (const duration of [-1, NaN, 'auto', 'x', Infinity, '100', 0])
                attempt('duration ' + duration, () => new KeyframeEffect(div, null, { duration }).getTiming().duration);
            for (const iterations of [-1, NaN, Infinity, 0.5]) attempt('iterations ' + iterations, () => new KeyframeEffect(div, null, { iterations }).getTiming().iterations);
            attempt('delay', () => new KeyframeEffect(div, null, { delay: Infinity }));
            attempt('fill', () => new KeyframeEffect(div, null, { fill: 'sideways' }));
            attempt('offset out of range', () => new KeyframeEffect(div, [{ opacity: 0, offset: 2 }]));
            attempt('offsets out of order', () => new KeyframeEffect(div, [{ opacity: 0, offset: 0.6 }, { opacity: 1, offset: 0.2 }]));
            attempt('keyframes of numbers', () => new KeyframeEffect(div, [1, 2]));
            attempt('array form', () => keyframes(new KeyframeEffect(div, [{ opacity: 0, transform: 'translateX(10px)', easing: 'ease-in' }, { opacity: 1, color: 'red', offset: 0.7 }, { transform: 'translateX(20px)' }])));
            attempt('property-indexed', () => keyframes(new KeyframeEffect(div, { opacity: [0, 0.5, 1], left: '10px', offset: [0, 0.2, 1], easing: ['ease-in', 'ease-out'] })));
            attempt('names', () => keyframes(new KeyframeEffect(div, { opacity: [0, 1], cssFloat: ['left', 'right'], '--x': ['1', '2'], display: ['none', 'block'], bogus: [1, 2], webkitTransform: ['none', 'none'], transition: ['a', 'b'], margin: ['1px', '2px'] })));
            attempt('spacing', () => new KeyframeEffect(div, [{ opacity: 0 }, { opacity: 1 }, { opacity: 0, offset: 0.9 }, { opacity: 1 }]).getKeyframes().map((k) => k.computedOffset).join());
            attempt('constructor without arguments', () => new KeyframeEffect());
            attempt('constructor with a non-effect', () => new KeyframeEffect(div));
            attempt('copy', () => { const k = new KeyframeEffect(div, { opacity: [0, 1] }, { duration: 7 }); const c = new KeyframeEffect(k); return [c.target === div, c.getTiming().duration, c.getKeyframes().length, c !== k]; });
            attempt('abstract', () => new AnimationEffect());
            attempt('timeline', () => [new DocumentTimeline().currentTime >= 0, new DocumentTimeline({ originTime: 5 }).currentTime < document.timeline.currentTime]);
            attempt('event', () => { const e = new AnimationPlaybackEvent('x', { currentTime: 5 }); return [e.currentTime, e.timelineTime, e.bubbles, String(e)]; });
            const bare = new Animation();
            attempt('bare', () => [bare.playState, bare.effect, bare.timeline === document.timeline, bare.currentTime, bare.startTime, bare.pending, bare.id, bare.replaceState, bare.overallProgress]);
            attempt('bare finish', () => bare.finish());
            attempt('bare play', () => { bare.play(); return [bare.playState, bare.pending, bare.currentTime]; });
            const endless = new Animation(new KeyframeEffect(div, null, { duration: 100, iterations: Infinity }));
            attempt('finish an endless one', () => endless.finish());
            attempt('play an endless one backwards', () => { endless.playbackRate = -1; endless.play(); });
            const detached = new Animation(new KeyframeEffect(div, { opacity: [0, 1] }, 100), null);
            attempt('without a timeline', () => { detached.play(); return [detached.timeline, detached.playState, detached.pending, detached.currentTime, detached.startTime]; });
            attempt('reverse without a timeline', () => detached.reverse());
            attempt('unresolve the current time', () => { detached.currentTime = null; });
            attempt('seek', () => { detached.currentTime = 50; const t = detached.effect.getComputedTiming(); return [detached.playState, detached.currentTime, t.progress, t.localTime, t.currentIteration]; });
            attempt('updateTiming', () => { detached.effect.updateTiming({ duration: 200, easing: 'ease-in', fill: 'both' }); return [detached.effect.getTiming(), detached.effect.getComputedTiming()]; });
            attempt('updateTiming refused', () => detached.effect.updateTiming({ iterations: -2 }));
            attempt('alternate steps', () => { detached.effect.updateTiming({ duration: 100, iterations: 3, direction: 'alternate-reverse', easing: 'steps(4, jump-none)', delay: 10, endDelay: 5, iterationStart: 0.5 }); return [0, 9, 10, 35, 60, 125, 310, 315, 400].map((t) => { detached.currentTime = t; const c = detached.effect.getComputedTiming(); return [c.progress, c.currentIteration, c.activeDuration, c.endTime].join('/'); }).join(' '); });
            attempt('overall progress', () => { detached.currentTime = 100; return [detached.overallProgress, detached.playState]; });
            const b = div.animate({ opacity: [0, 1], marginLeft: ['0px', '100px'] }, { duration: 1000, id: 'b' });
            attempt('animate', () => [String(b), b.id, b.playState, b.pending, b.startTime, b.currentTime, b.playbackRate, String(b.effect), b.effect.target === div, b.effect.pseudoElement, b.effect.composite, b.timeline === document.timeline, b.ready === b.ready, b.finished === b.finished]);
            attempt('pause', () => { b.pause(); return [b.playState, b.pending]; });
            attempt('seek while pausing', () => { b.currentTime = 500; return [b.playState, b.pending, b.currentTime, b.effect.getComputedTiming().progress]; });
            attempt('rate', () => { b.playbackRate = 2; return [b.playbackRate, b.currentTime]; });
            attempt('finish', () => { b.finish(); return [b.playState, b.currentTime, b.pending]; });
            attempt('reverse', () => { const finished = b.finished; b.reverse(); return [b.playState, b.playbackRate, b.pending, finished === b.finished]; });
            attempt('updatePlaybackRate', () => { b.updatePlaybackRate(0.5); return [b.playbackRate, b.playState, b.pending]; });
            attempt('cancel', () => { const ready = b.ready, finished = b.finished; b.cancel(); return [b.playState, b.currentTime, b.startTime, ready === b.ready, finished === b.finished]; });
            attempt('start time', () => { b.startTime = document.timeline.currentTime - 250; return [b.playState, b.pending, b.currentTime]; });
            attempt('animations', () => [document.getAnimations().length, div.getAnimations().length, document.body.getAnimations().length, document.body.getAnimations({ subtree: true }).length, div.getAnimations()[0] === b]);
            attempt('persist', () => { b.persist(); return b.replaceState; });
            attempt('own keys', () => [JSON.stringify(Object.keys(b)), JSON.stringify(b), Object.prototype.toString.call(document.timeline)]);
            attempt('wrong this', () => Animation.prototype.play.call(div));
            attempt('wrong getter', () => Object.getOwnPropertyDescriptor(Animation.prototype, 'playState').get.call(div));
            attempt('animate without keyframes', () => div.animate());
            attempt('animate with null', () => { const a = div.animate(null, 100); const result = [keyframes(a.effect), a.playState]; a.cancel(); return result; });
            var done = Promise.resolve();
            </script></body>
            """)
    }

    /// Playing to the end: the ready promise at the next frame, the finished promise before the
    /// finish event (which bubbles, as WebKit's does), events' current times, pausing and
    /// resuming, a cancel rejecting both promises, and an element's fade-out and removal.
    func testPlayingToTheEndAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=target>quoted text</div><p id=gone>gone</p><script>
            \(Self.recorder)
            const div = document.getElementById('target');
            var done = (async () => {
                const a = div.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 40, iterations: 2, fill: 'forwards', delay: 5 });
                a.onfinish = (e) => log.push('onfinish ' + [String(e), e.type, typeof e.currentTime, typeof e.timelineTime, e.bubbles, e.cancelable, e.isTrusted, a.playState].join(' '));
                a.addEventListener('finish', () => log.push('finish listener'));
                document.body.addEventListener('finish', (e) => log.push('finish reached the body: ' + (e.target === a)));
                log.push('before ready ' + [a.playState, a.pending, a.startTime].join(' '));
                const ready = await a.ready;
                log.push('ready ' + [ready === a, a.playState, a.pending, typeof a.startTime, a.startTime <= document.timeline.currentTime].join(' '));
                const finished = await a.finished;
                // (Rounded: the end's last bits depend on the frame WebKit noticed it in.)
                log.push('finished ' + [finished === a, a.playState, a.currentTime, Math.round(a.effect.getComputedTiming().progress * 1e6) / 1e6, a.effect.getComputedTiming().currentIteration, getComputedStyle(div).opacity].join(' '));
                await new Promise((resolve) => setTimeout(resolve, 30));
                const b = div.animate({ transform: ['translateX(0px)', 'translateX(100px)'] }, 60);
                b.pause();
                await b.ready;
                log.push('paused ' + [b.playState, b.pending, b.currentTime].join(' '));
                b.play();
                log.push('resumed ' + [b.playState, b.pending].join(' '));
                await b.finished;
                log.push('b finished ' + [b.playState, b.currentTime, getComputedStyle(div).transform].join(' '));
                const c = div.animate({ opacity: [1, 0] }, 1000);
                c.oncancel = (e) => log.push('oncancel ' + [e.currentTime, typeof e.timelineTime].join(' '));
                const cReady = c.ready, cFinished = c.finished;
                c.cancel();
                try { await cReady; log.push('ready resolved'); } catch (e) { log.push('ready rejected ' + e.name + ': ' + e.message); }
                try { await cFinished; log.push('finished resolved'); } catch (e) { log.push('finished rejected ' + e.name); }
                await new Promise((resolve) => setTimeout(resolve, 20));
                const gone = document.getElementById('gone');
                const fade = gone.animate({ opacity: [1, 0] }, 30);
                fade.onfinish = () => gone.remove();
                await new Promise((resolve) => setTimeout(resolve, 300));
                log.push('removed ' + (document.getElementById('gone') === null) + ' ' + document.getAnimations().length);
            })();
            </script></body>
            """)
    }

    /// What an effect does to its target's computed style: numbers, lengths in em, colours,
    /// transform lists (one matrix), visibility and display, fill modes, implicit keyframes
    /// from the underlying value, the later of two animations winning, important declarations
    /// winning over both, and commitStyles.
    func testAnimatedStylesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=target style="margin-top: 4px; opacity: 0.8"></div><p id=other style="color: green !important">p</p><script>
            \(Self.recorder)
            const div = document.getElementById('target'), p = document.getElementById('other');
            const style = getComputedStyle(div);
            const at = (animation, time, ...names) => { animation.currentTime = time; const computed = getComputedStyle(animation.effect.target); return names.map((name) => computed.getPropertyValue(name)).join(' | '); };
            const a = div.animate([{ marginLeft: '0px', color: 'red', transform: 'translateX(0px) rotate(0deg)', opacity: 0 }, { marginLeft: '2em', color: 'blue', transform: 'translateX(100px) rotate(90deg)', opacity: 1 }], 1000);
            a.pause();
            attempt('start', () => at(a, 0, 'margin-left', 'color', 'transform', 'opacity'));
            attempt('half', () => at(a, 500, 'margin-left', 'color', 'transform', 'opacity'));
            // (Lengths with more decimals are another matter: WebKit keeps a box's margins in 64ths of a pixel, docs/dom.md.)
            attempt('eased', () => { a.effect.setKeyframes({ textIndent: ['0px', '1px'], opacity: [0, 1] }); a.effect.updateTiming({ easing: 'ease-in-out' }); return at(a, 250, 'text-indent', 'opacity'); });
            attempt('discrete', () => { a.effect.setKeyframes({ display: ['none', 'block'], visibility: ['hidden', 'visible'], textAlign: ['left', 'right'] }); a.effect.updateTiming({ easing: 'linear' }); return [0, 100, 490, 510, 1000].map((t) => at(a, t, 'display', 'visibility', 'text-align')).join(' / '); });
            attempt('implicit from', () => { a.effect.setKeyframes([{ marginTop: '20px' }]); return [at(a, 0, 'margin-top'), at(a, 500, 'margin-top'), at(a, 750, 'margin-top')].join(' / '); });
            attempt('after, no fill', () => at(a, 1500, 'margin-top', 'opacity'));
            attempt('fill backwards with delay', () => { a.effect.setKeyframes({ opacity: [0.2, 0.6] }); a.effect.updateTiming({ fill: 'backwards', delay: 1000 }); return [at(a, 0, 'opacity'), at(a, 1500, 'opacity'), at(a, 2500, 'opacity')].join(' / '); });
            const later = div.animate({ opacity: [0, 0.5] }, { duration: 1000, fill: 'both' });
            later.pause();
            attempt('the later animation wins', () => { a.currentTime = 1500; later.currentTime = 500; return style.opacity; });
            attempt('commitStyles', () => { later.commitStyles(); return div.getAttribute('style'); });
            attempt('cancelled, the style stays', () => { later.cancel(); a.cancel(); return [style.opacity, style.marginLeft].join(' '); });
            const q = p.animate({ color: ['red', 'blue'] }, 1000);
            q.pause();
            attempt('important wins', () => at(q, 500, 'color'));
            attempt('a detached element', () => { const lone = document.createElement('span'); const l = lone.animate({ opacity: [0, 1] }, 100); try { l.commitStyles(); return 'committed'; } finally { l.cancel(); } });
            q.cancel();
            var done = Promise.resolve();
            </script></body>
            """)
    }
}

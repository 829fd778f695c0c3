import DOMShim
import JSRuntime
import XCTest

/// The window's performance object and its timeline: marks, measures, the entry buffer, the
/// legacy timing objects, PerformanceObserver. Expected values are the WebKit engine's answers
/// to the same scripts (`webengine run --engine webkit`).
final class PerformanceTimelineTests: XCTestCase {
    func testMarksMeasuresAndEntriesAsWebKits() async throws {
        let runtime = try await page()
        let answer = await runtime.js(#"""
            const out = [];
            out.push(Object.prototype.toString.call(performance), performance instanceof Performance, performance instanceof EventTarget, Object.getOwnPropertyNames(performance).length, typeof performance.mark);
            const m = performance.mark('a', { detail: { x: 1 }, startTime: 10 });
            out.push(Object.prototype.toString.call(m), m.name, m.entryType, m.duration, JSON.stringify(m.detail), m instanceof PerformanceEntry, Object.keys(m.toJSON()).join());
            performance.mark('b', { startTime: 5 });
            const me = performance.measure('m', 'b', 'a');
            out.push(me.entryType, me.startTime, me.duration === m.startTime - 5, Object.prototype.toString.call(me));
            const me2 = performance.measure('m2', { start: 1, duration: 2, detail: 'd' });
            out.push(me2.startTime, me2.duration, me2.detail);
            out.push(performance.getEntries().map(e => e.name).join(), performance.getEntriesByType('mark').length, performance.getEntriesByName('m').length);
            let e1; try { performance.measure('x', 'nope'); } catch (e) { e1 = e.name; } out.push(e1);
            let e2; try { performance.mark('navigationStart'); } catch (e) { e2 = e.name; } out.push(e2);
            performance.clearMarks('a'); out.push(performance.getEntriesByType('mark').map(e => e.name).join());
            performance.clearMarks(); performance.clearMeasures(); out.push(performance.getEntries().length);
            out.push(Object.keys(performance.toJSON()).join(), performance.navigation.type, performance.timing.navigationStart === Math.floor(performance.timeOrigin), performance.timing.unloadEventStart, JSON.stringify(PerformanceObserver.supportedEntryTypes));
            let e3; try { new PerformanceEntry(); } catch (e) { e3 = e.name; } out.push(e3);
            out.push(new PerformanceMark('z').entryType, performance.getEntries().length);
            JSON.stringify(out)
            """#)
        XCTAssertEqual(answer.stringValue, #"["[object Performance]",true,true,0,"function","[object PerformanceMark]","a","mark",0,"{\"x\":1}",true,"name,entryType,startTime,duration","measure",5,true,"[object PerformanceMeasure]",1,2,"d","m2,b,m,a",2,1,"SyntaxError","SyntaxError","b",0,"timeOrigin,navigation,timing",0,true,0,"[\"mark\",\"measure\",\"navigation\",\"paint\",\"resource\"]","TypeError","mark",0]"#)
    }

    func testAnObserverGetsItsEntriesInALaterTask() async throws {
        let runtime = try await page()
        _ = await runtime.js(#"""
            (() => {
              const seen = [];
              const po = new PerformanceObserver((list, observer) => { seen.push(list.getEntries().map(e => e.entryType + ':' + e.name).join(), observer === po, Object.prototype.toString.call(list)); observer.disconnect(); globalThis.observed = JSON.stringify(seen); });
              po.observe({ entryTypes: ['mark', 'measure'] });
              performance.mark('p1'); performance.measure('pm', 'p1');
              seen.push(po.takeRecords().length);
              performance.mark('p2');
            })()
            """#)
        await runtime.runUntilIdle(timeout: .seconds(1))
        let answer = await runtime.js("observed")
        XCTAssertEqual(answer.stringValue, #"[2,"mark:p2",true,"[object PerformanceObserverEntryList]"]"#)
    }
}

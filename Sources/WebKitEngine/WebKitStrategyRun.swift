import Foundation
import JSRuntime
import WebEngineKit

/// A render on WebKit, with the fast engine's completion path: the steps are sent (all at once,
/// or one after another), rendering completes once each answered, failed or timed out — each
/// outcome counted once — then the page's zero-delay tasks run and the result is read. Time is
/// the wall clock's: WebKit's event loop cannot be run virtually, nor asked whether it is idle.
struct WebKitStrategyRun {
    let strategy: RenderStrategy
    let engine: WebKitEngine

    func run() async -> RenderReport {
        let started = ContinuousClock.now
        let outcomes = StepOutcomes(count: strategy.steps.count)
        let mark = engine.page.mark
        switch strategy.mode {
        case .parallel:
            await send(strategy.steps.indices, outcomes: outcomes, started: started)
            await wait(until: { outcomes.allResolved }, outcomes: outcomes, indices: strategy.steps.indices)
        case .sequential:
            for index in strategy.steps.indices {
                await send(index..<index + 1, outcomes: outcomes, started: started)
                await wait(until: { outcomes.isResolved(index) }, outcomes: outcomes, indices: index..<index + 1)
            }
        }
        let rendered = ContinuousClock.now
        var result: JSValue?
        do {
            result = try await engine.callAsync("await new Promise((resolve) => setTimeout(resolve, 0)); return __webengine.rendered();")
            // A frame the steps inserted or moved asked to load before that answer came (one
            // connection, in order), but its navigation reaches the record through the page's
            // bridge, a trip of its own: the report waits for it.
            await engine.afterQueuedWork()
        } catch {
            // The report still comes, without the document, and says why. After a step timed
            // out the page is stuck in it, and what the read then meets (WebKit's own refusal or
            // this engine's time limit, whichever comes first) is timing, not a difference a
            // baseline should see: the reason is the stuck page.
            let timedOut = outcomes.steps(for: strategy).contains { $0.status == .timedOut }
            let reason = timedOut ? "the page did not answer after a step timed out" : "\(error)"
            engine.page.report(.init(message: "the rendered document could not be read: \(reason)", source: nil, line: nil, column: nil))
        }
        let settled = ContinuousClock.now

        let steps = outcomes.steps(for: strategy)
        let record = engine.page.since(mark)
        let descriptions = steps.compactMap { $0.response?["logDescription"]?.stringValue }
        return RenderReport(
            strategy: strategy.name, html: result?["html"]?.stringValue ?? "", steps: steps, events: record.events,
            logs: record.logs + descriptions, errors: record.errors, contentHeight: result?["contentHeight"]?.numberValue ?? 0,
            timings: .init(
                renderMs: (rendered - started).milliseconds, settleMs: (settled - rendered).milliseconds,
                totalMs: (ContinuousClock.now - started).milliseconds))
    }

    private func send(_ indices: Range<Int>, outcomes: StepOutcomes, started: ContinuousClock.Instant) async {
        let sentAt = ContinuousClock.now
        let calls = indices.map { index in
            let id = engine.page.expectAnswer { result in
                outcomes.resolve(index, with: result, durationMs: (ContinuousClock.now - sentAt).milliseconds)
            }
            outcomes.markSent(index, at: sentAt - started, callbackID: id)
            return (handler: strategy.steps[index].handler, data: strategy.steps[index].data, callbackID: id)
        }
        await engine.send(calls)
    }

    /// Waits for the answers up to the strategy's timeout; the steps still unanswered time out.
    private func wait(until done: () -> Bool, outcomes: StepOutcomes, indices: Range<Int>) async {
        let deadline = ContinuousClock.now + strategy.timeoutDuration
        while !done(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .microseconds(200))
        }
        for index in indices where !outcomes.isResolved(index) {
            if let id = outcomes.callbackID(index) { _ = engine.page.takeAnswer(id) }
            outcomes.resolve(
                index, with: .failure(BridgeError(kind: .timedOut, name: "TimeoutError", message: "no answer within \(strategy.timeout) s")),
                durationMs: strategy.timeout * 1000)
        }
    }
}

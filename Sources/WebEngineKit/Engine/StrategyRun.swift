import DOMShim
import Foundation
import JSRuntime

/// One render of a strategy, done the way the article's `renderContentWithStrategy:` meant
/// to: the steps are sent, and rendering completes only after every one of them answered,
/// failed or timed out — each outcome counted once, late and second answers ignored. Then
/// the timers and microtasks the handlers started run out, and the result is read.
struct StrategyRun {
    let strategy: RenderStrategy
    let engine: JSWebEngine

    func run() async -> RenderReport {
        await run(on: engine.runtime)
    }

    /// The whole render runs on the engine's own executor: a render touches the engine some
    /// twenty times (send, wait, time out, per step; then marks, HTML, events, height), and
    /// each would otherwise be a hop between threads. Only real waits (timers, native work)
    /// suspend it.
    func run(on runtime: isolated JSRuntime) async -> RenderReport {
        let started = ContinuousClock.now
        let outcomes = StepOutcomes(count: strategy.steps.count)
        let before = runtime.diagnosticsMark
        let eventsBefore = runtime.withCore { core in NativeBridge.of(core).eventTotal }

        switch strategy.mode {
        case .parallel:
            send(strategy.steps.indices, outcomes: outcomes, on: runtime)
            let outcome = await runtime.runEventLoop(timeout: strategy.timeoutDuration) { _ in outcomes.allResolved }
            timeOutUnresolved(strategy.steps.indices, outcomes: outcomes, idle: outcome == .idle, on: runtime)
        case .sequential:
            for index in strategy.steps.indices {
                send(index..<index + 1, outcomes: outcomes, on: runtime)
                let outcome = await runtime.runEventLoop(timeout: strategy.timeoutDuration) { _ in outcomes.isResolved(index) }
                timeOutUnresolved(index..<index + 1, outcomes: outcomes, idle: outcome == .idle, on: runtime)
            }
        }
        let rendered = ContinuousClock.now
        await runtime.runUntilIdle(timeout: strategy.timeoutDuration)
        let settled = ContinuousClock.now

        let steps = outcomes.steps(for: strategy)
        let console = runtime.consoleMessages(since: before).map(\.text)
        let descriptions = steps.compactMap { $0.response?["logDescription"]?.stringValue }
        return RenderReport(
            strategy: strategy.name,
            html: runtime.withCore { core in (try? core.string(of: core.callInternal("serializeRenderedDocument"))) ?? "" },
            steps: steps,
            events: runtime.withCore { core in NativeBridge.of(core).events(since: eventsBefore) },
            logs: console + descriptions,
            errors: runtime.uncaughtErrors(since: before).map(RenderReport.ErrorEntry.init),
            contentHeight: runtime.withCore { core in ContentLayout.height(in: core, width: JSWebEngine.defaultViewportWidth) },
            timings: .init(
                renderMs: (rendered - started).milliseconds, settleMs: (settled - rendered).milliseconds,
                totalMs: (ContinuousClock.now - started).milliseconds))
    }

    /// Sends the steps in order, each recording its own outcome.
    private func send(_ indices: Range<Int>, outcomes: StepOutcomes, on runtime: isolated JSRuntime) {
        let steps = strategy.steps
        runtime.withCore { core in
            let bridge = NativeBridge.of(core)
            for index in indices {
                let sentAt = core.loopNow
                let callbackID = bridge.call(steps[index].handler, data: steps[index].data, in: core) { result in
                    outcomes.resolve(index, with: result, durationMs: (core.loopNow - sentAt).milliseconds)
                }
                outcomes.markSent(index, at: sentAt, callbackID: callbackID)
            }
        }
    }

    /// Steps still without an outcome time out. When the loop went idle first, nothing left
    /// (no timer, frame or native work) could ever answer them, so waiting longer is pointless.
    private func timeOutUnresolved(_ indices: Range<Int>, outcomes: StepOutcomes, idle: Bool, on runtime: isolated JSRuntime) {
        runtime.withCore { core in
            let bridge = NativeBridge.of(core)
            for index in indices where !outcomes.isResolved(index) {
                if let id = outcomes.callbackID(index) { bridge.abandon(id) }
                let waited = (core.loopNow - (outcomes.sentAt(index) ?? core.loopNow)).milliseconds
                outcomes.resolve(
                    index, with: .failure(BridgeError(kind: .timedOut, name: "TimeoutError", message: idle
                        ? "no answer, and nothing is left that could answer (no timer, frame or native work pending)"
                        : "no answer within \(strategy.timeout) s")),
                    durationMs: waited)
            }
        }
    }
}

/// Each step's outcome, set once: written on the engine's thread, read by the render when
/// it completes, so behind a lock.
package final class StepOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(Result<JSValue, BridgeError>, Double)?]
    private var sent: [Int: Duration] = [:]
    private var callbacks: [Int: Int] = [:]

    package init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    package var allResolved: Bool { lock.withLock { results.allSatisfy { $0 != nil } } }

    package func isResolved(_ index: Int) -> Bool { lock.withLock { results[index] != nil } }

    package func markSent(_ index: Int, at instant: Duration, callbackID: Int?) {
        lock.withLock {
            sent[index] = instant
            callbacks[index] = callbackID
        }
    }

    package func sentAt(_ index: Int) -> Duration? { lock.withLock { sent[index] } }
    package func callbackID(_ index: Int) -> Int? { lock.withLock { callbacks[index] } }

    package func resolve(_ index: Int, with result: Result<JSValue, BridgeError>, durationMs: Double) {
        lock.withLock {
            guard results[index] == nil else { return }
            results[index] = (result, durationMs)
        }
    }

    package func steps(for strategy: RenderStrategy) -> [RenderReport.Step] {
        let results = lock.withLock { self.results }
        return zip(strategy.steps, results).map { step, outcome in
            guard let (result, duration) = outcome else {
                return .init(handler: step.handler, status: .timedOut, response: nil, error: nil, durationMs: 0)
            }
            switch result {
            case .success(let value):
                return .init(handler: step.handler, status: .answered, response: value, error: nil, durationMs: duration)
            case .failure(let error):
                let status: RenderReport.Step.Status = switch error.kind {
                case .noHandler: .noHandler
                case .timedOut: .timedOut
                case .failed: .failed
                }
                return .init(handler: step.handler, status: status, response: nil,
                             error: .init(name: error.name, message: error.message, line: error.line), durationMs: duration)
            }
        }
    }
}

extension Duration {
    package var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

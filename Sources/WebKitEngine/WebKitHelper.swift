import Foundation
import WebKitHelperProtocol

/// Why the WebKit engine cannot do what was asked.
public struct WebKitEngineError: Error, Sendable, CustomStringConvertible {
    public var description: String
    /// The page did not answer in time (a script that never returns).
    public var isTimeout = false
    public init(_ description: String) { self.description = description }

    static func timeout(after duration: Duration) -> WebKitEngineError {
        var error = WebKitEngineError("no answer from the page within \(duration)")
        error.isTimeout = true
        return error
    }
}

/// The helper process (`webengine-webkit`) that runs WebKitGTK for every WebKit engine of this
/// process: started on first use, restarted on the next request after it ended. Its views are
/// the engines' warm views; a view lives as long as its engine.
final class WebKitHelper: @unchecked Sendable {
    static let shared = WebKitHelper()

    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    /// Bumped at each start: views opened in an earlier process are gone.
    private(set) var generation = 0
    private var nextRequest = 0
    private var nextView = 0
    private var replies: [Int: CheckedContinuation<HelperMessage, any Error>] = [:]
    private var viewHandlers: [Int: @Sendable (HelperMessage) -> Void] = [:]
    private var starting: [CheckedContinuation<Void, any Error>]?
    private var lastFatal: String?

    /// Where the helper is: `WEBENGINE_WEBKIT_HELPER`, else beside this executable (the build
    /// folder, or where both were installed).
    static func executable() -> URL? {
        if let path = ProcessInfo.processInfo.environment["WEBENGINE_WEBKIT_HELPER"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        if let executable = Bundle.main.executableURL { folder = executable.resolvingSymlinksInPath().deletingLastPathComponent() }
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("webengine-webkit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    // MARK: Views

    /// Views given back by engines that went away, warm (their web process running), for the
    /// next engine: a new view's first load starts a web process (about 100 ms), a warm one's
    /// takes a few.
    private var idleViews: [(id: Int, generation: Int, loads: Int)] = []
    static let idleViewCapacity = 4

    /// A view, warm from the pool if one is idle; its events go to `handler`, on the helper's
    /// reading thread, in order. `loads` is how many documents it has had.
    func openView(width: Int, height: Int, handler: @escaping @Sendable (HelperMessage) -> Void) async throws -> (id: Int, generation: Int, loads: Int) {
        try await start()
        let (view, generation, loads, reused) = lock.withLock {
            idleViews.removeAll { $0.generation != self.generation }
            if let idle = idleViews.popLast() {
                viewHandlers[idle.id] = handler
                return (idle.id, idle.generation, idle.loads, true)
            }
            nextView += 1
            viewHandlers[nextView] = handler
            return (nextView, self.generation, 0, false)
        }
        var request = HelperRequest(id: 0, op: reused ? .resize : .open, view: view)
        request.width = width
        request.height = height
        _ = try await send(request)
        return (view, generation, loads)
    }

    /// An engine is done with its view: it goes back to the pool, emptied (no user scripts, a
    /// blank document), unless the pool is full or the view has had its share of documents.
    func releaseView(_ view: Int, generation: Int, loads: Int, loadLimit: Int) {
        let keep = lock.withLock {
            _ = viewHandlers.removeValue(forKey: view)
            guard generation == self.generation, loads < loadLimit, idleViews.count < Self.idleViewCapacity else { return false }
            return true
        }
        guard keep else {
            closeView(view)
            return
        }
        Task {
            _ = try? await send(HelperRequest(id: 0, op: .resetView, view: view))
            var blank = HelperRequest(id: 0, op: .load, view: view)
            blank.html = ""
            blank.baseURL = "about:blank"
            _ = try? await send(blank, timeout: .seconds(5))
            lock.withLock { idleViews.append((view, generation, loads + 1)) }
        }
    }

    func closeView(_ view: Int) {
        lock.withLock {
            _ = viewHandlers.removeValue(forKey: view)
            idleViews.removeAll { $0.id == view }
        }
        Task { _ = try? await send(HelperRequest(id: 0, op: .close, view: view)) }
    }

    /// The running helper's process id, if one runs.
    var processIdentifier: Int32? { lock.withLock { process?.isRunning == true ? process?.processIdentifier : nil } }

    var currentGeneration: Int { lock.withLock { process?.isRunning == true ? generation : -1 } }

    // MARK: Requests

    /// Sends a request and waits for its reply; a reply with an error throws it. Past
    /// `timeout` the wait ends with ``WebKitEngineError/isTimeout`` (the reply, if it comes, is
    /// dropped).
    @discardableResult
    func send(_ request: HelperRequest, timeout: Duration? = nil) async throws -> HelperMessage {
        try await start()
        var request = request
        return try await withCheckedThrowingContinuation { continuation in
            let handle: FileHandle? = lock.withLock {
                nextRequest += 1
                request.id = nextRequest
                guard let input, process?.isRunning == true else { return nil }
                replies[request.id] = continuation
                return input
            }
            if let timeout, handle != nil {
                let id = request.id
                Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    guard let waiting = self?.lock.withLock({ self?.replies.removeValue(forKey: id) }) else { return }
                    waiting.resume(throwing: WebKitEngineError.timeout(after: timeout))
                }
            }
            guard let handle else {
                continuation.resume(throwing: WebKitEngineError(stoppedMessage))
                return
            }
            do {
                var data = try JSONEncoder().encode(request)
                data.append(UInt8(ascii: "\n"))
                try handle.write(contentsOf: data)
            } catch {
                let waiting = lock.withLock { replies.removeValue(forKey: request.id) }
                waiting?.resume(throwing: WebKitEngineError(stoppedMessage))
            }
        }
    }

    private var stoppedMessage: String {
        lock.withLock { lastFatal.map { "the WebKit helper stopped: \($0)" } ?? "the WebKit helper stopped (it crashed or was killed)" }
    }

    /// Ends the helper, if one runs, and waits until it has exited: its input closes, on which
    /// it stops its display server and removes its folder, as when this process ends (WebKit's
    /// processes end with it); past `timeout` it is terminated.
    func stop(within timeout: Duration) async {
        let running: Process? = lock.withLock {
            defer { input = nil }
            try? input?.close()
            return process?.isRunning == true ? process : nil
        }
        guard let running else { return }
        let deadline = ContinuousClock.now + timeout
        while running.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        if running.isRunning { running.terminate() }
    }

    // MARK: The process

    /// Starts the helper unless it runs; waits until it is ready.
    private func start() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let launch: Bool = lock.withLock {
                if process?.isRunning == true, starting == nil {
                    continuation.resume()
                    return false
                }
                if starting != nil {
                    starting!.append(continuation)
                    return false
                }
                starting = [continuation]
                return true
            }
            if launch { launchProcess() }
        }
    }

    private func launchProcess() {
        guard let executable = Self.executable() else {
            finishStarting(WebKitEngineError(
                "the WebKit engine's helper (webengine-webkit) is not built: run scripts/install-deps.sh (WebKitGTK, Xvfb, fonts), then `swift build --product webengine-webkit` (or `make build`); or set WEBENGINE_WEBKIT_HELPER to its path"))
            return
        }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            finishStarting(WebKitEngineError("\(executable.path) (WEBENGINE_WEBKIT_HELPER) is not an executable: point it at a built webengine-webkit"))
            return
        }
        let process = Process()
        let toHelper = Pipe(), fromHelper = Pipe()
        process.executableURL = executable
        process.standardInput = toHelper
        process.standardOutput = fromHelper
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            finishStarting(WebKitEngineError("cannot start \(executable.path): \(error.localizedDescription)"))
            return
        }
        lock.withLock {
            self.process = process
            input = toHelper.fileHandleForWriting
            generation += 1
            lastFatal = nil
        }
        let output = fromHelper.fileHandleForReading
        // The helper has ended when its output does: by then every line it wrote (a fatal
        // error's reason among them) has been read.
        let thread = Thread { [weak self] in
            self?.readMessages(from: output)
            process.waitUntilExit()
            self?.ended(process)
        }
        thread.name = "webengine-webkit reader"
        thread.start()
    }

    private func finishStarting(_ error: (any Error)?) {
        let waiting = lock.withLock {
            defer { starting = nil }
            return starting ?? []
        }
        for continuation in waiting {
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    private func readMessages(from output: FileHandle) {
        let decoder = JSONDecoder()
        var lines = LineBuffer()
        while true {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            for line in lines.append(chunk) {
                guard let message = try? decoder.decode(HelperMessage.self, from: line) else { continue }
                dispatch(message)
            }
        }
    }

    private func dispatch(_ message: HelperMessage) {
        switch message.kind {
        case .ready:
            finishStarting(nil)
        case .reply:
            guard let id = message.id, let continuation = lock.withLock({ replies.removeValue(forKey: id) }) else { return }
            if let error = message.error { continuation.resume(throwing: WebKitEngineError(error)) } else { continuation.resume(returning: message) }
        case .fatal:
            lock.withLock { lastFatal = message.message }
        case .script, .navigation, .dialog, .handlerMessage, .crashed, .schemeRequest:
            guard let view = message.view, let handler = lock.withLock({ viewHandlers[view] }) else { return }
            handler(message)
        }
    }

    /// The helper ended: every request waiting fails, every view hears it crashed, and the
    /// next request starts a new helper.
    private func ended(_ ended: Process) {
        let (waiting, handlers) = lock.withLock {
            guard ended === process else { return ([CheckedContinuation<HelperMessage, any Error>](), [Int: @Sendable (HelperMessage) -> Void]()) }
            process = nil
            input = nil
            defer { replies.removeAll() }
            return (Array(replies.values), viewHandlers)
        }
        let error = WebKitEngineError(stoppedMessage)
        if lock.withLock({ starting != nil }) { finishStarting(error) }
        for continuation in waiting { continuation.resume(throwing: error) }
        for (view, handler) in handlers {
            var crashed = HelperMessage(kind: .crashed, view: view)
            crashed.message = error.description
            handler(crashed)
        }
    }
}


import JSRuntime

/// Engines made ahead of need: taking one costs a handful of microseconds on the caller's
/// path instead of the 10 ms or so JavaScriptCore needs to compile the DOM's scripts into a
/// new VM. Each engine is handed out once, so every document starts from a fresh page (use
/// one engine for several documents when their isolation does not matter: that is the warm
/// path). The pool refills in the background, one engine at a time.
public actor WebEnginePool {
    public typealias Preparation = @Sendable (JSWebEngine) async throws -> Void

    private let capacity: Int
    private let configuration: JSRuntime.Configuration
    private let prepare: Preparation
    private var ready: [JSWebEngine] = []
    private var refilling: Task<Void, Never>?

    /// - Parameters:
    ///   - capacity: engines kept ready (each idle engine is about 2 MB resident).
    ///   - prepare: runs on each engine before it is ready (environment scripts, handlers).
    public init(capacity: Int = 2, configuration: JSRuntime.Configuration = JSRuntime.Configuration(), prepare: @escaping Preparation = { _ in }) {
        self.capacity = max(1, capacity)
        self.configuration = configuration
        self.prepare = prepare
    }

    /// Engines ready now (for tests and monitoring).
    public var readyCount: Int { ready.count }

    /// A prepared engine: one made ahead if there is one, else one made now.
    public func take() async throws -> JSWebEngine {
        defer { refill() }
        if !ready.isEmpty { return ready.removeFirst() }
        return try await makeEngine()
    }

    /// Fills the pool now, for callers that want it full before the first `take()`.
    public func fill() async throws {
        while ready.count < capacity { ready.append(try await makeEngine()) }
    }

    private func makeEngine() async throws -> JSWebEngine {
        let engine = try await JSWebEngine(configuration: configuration)
        try await prepare(engine)
        return engine
    }

    private func refill() {
        guard refilling == nil, ready.count < capacity else { return }
        refilling = Task { [weak self] in
            await self?.refillInBackground()
        }
    }

    private func refillInBackground() async {
        defer { refilling = nil }
        // A failure stops the refill; `take()` then makes its engine itself and throws the error.
        while ready.count < capacity, let engine = try? await makeEngine() {
            ready.append(engine)
        }
    }
}

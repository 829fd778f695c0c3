import Synchronization

/// What a command's process keeps until it exits. Releasing a JavaScriptCore VM destroys
/// its heap object by object (3 ms after the 1 MB post job, about 1 ms after a small page),
/// memory the kernel takes back at once when the process ends anyway.
enum KeptUntilExit {
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}

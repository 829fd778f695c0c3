import Foundation
import DOMShim
import DOMShim
import JSRuntime

/// What the fuzz targets share: one engine per process, reused across inputs as an app reuses
/// one, and a way to call its async API from libFuzzer's synchronous callback.
public enum Fuzz {
    /// A runtime with the DOM loaded. Its time limit is short: these parsers must finish small
    /// inputs in milliseconds, so running into the limit is a finding, not an outcome.
    public static let runtime: JSRuntime = blocking {
        var configuration = JSRuntime.Configuration()
        configuration.executionTimeLimit = .seconds(2)
        configuration.diagnosticsCapacity = 100
        let runtime = JSRuntime(configuration: configuration)
        do {
            try await runtime.installDOM()
        } catch {
            finding("the DOM did not install: \(error)")
        }
        return runtime
    }

    /// The fuzzer's bytes as text, invalid UTF-8 repaired to U+FFFD as a page decoder would.
    public static func text(_ start: UnsafePointer<UInt8>?, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Runs async work to its end from synchronous code (never from a task).
    public static func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// An input broke a promise: libFuzzer keeps the input (a crash-... file) and stops.
    public static func finding(_ message: String) -> Never {
        FileHandle.standardError.write(Data("FINDING: \(message)\n".utf8))
        abort()
    }
}

/// Carries a task's result to the thread waiting on the semaphore (which orders the accesses).
private final class Box<T>: @unchecked Sendable {
    var value: T?
}

/// libFuzzer's entry for programs with a `main` of their own (SwiftPM gives every executable
/// one, so libFuzzer's would never link).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

extension Fuzz {
    /// Runs libFuzzer with this process's arguments (`-runs=`, corpus folders, crash files:
    /// see `-help=1`), calling `testOneInput` with each input.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}

import Foundation
import XCTest

struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the `webengine` binary that `swift build` put beside the test bundle.
func runWebEngine(
    _ arguments: [String], executable: String? = nil, prefixArguments: [String]? = nil, timeout: TimeInterval = 60, standardInput: URL? = nil,
    piping input: String? = nil, in directory: URL? = nil, environment: [String: String] = [:]
) throws -> ProcessResult {
    let process = Process()
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
    process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? Bundle.main.bundleURL.appendingPathComponent("webengine")
    process.arguments = prefixArguments ?? arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = try inputPipe ?? standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
    try process.run()
    if let inputPipe, let input {
        // Written from another thread: a child that reads late must not block the test.
        DispatchQueue.global().async {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inputPipe.fileHandleForWriting.close()
        }
    }
    // Read both pipes while the child runs, so a large output cannot block it.
    let outputData = LockedData()
    let errorData = LockedData()
    let readers = DispatchGroup()
    for (pipe, sink) in [(output, outputData), (error, errorData)] {
        DispatchQueue.global().async(group: readers) { sink.set(pipe.fileHandleForReading.readDataToEndOfFile()) }
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
        process.terminate()
        XCTFail("webengine \(arguments) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    readers.wait()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData.value, as: UTF8.self),
        standardError: String(decoding: errorData.value, as: UTF8.self))
}

extension XCTestCase {
    /// A file in a folder of its own, removed when the test ends.
    func temporaryFile(named name: String, contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ newValue: Data) { lock.withLock { data = newValue } }
    var value: Data { lock.withLock { data } }
}

/// A test with a folder of its own under the temporary directory (removed after it), and a
/// way to write files into it.
class FolderTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    func write(_ text: String, to path: String) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}

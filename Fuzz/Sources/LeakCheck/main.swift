import Foundation
import JSRuntime
import Logging
import PostContent

// The leak check (scripts/leak-check.sh): renders the sample post through the whole module
// flow N times, a new engine for every 10 renders, then lets every engine go, so that
// LeakSanitizer's report at exit lists only what was never freed. Comparing the reports of a
// short and a long run tells a leak per render or per engine (it grows with N) from one-time
// allocations of the libraries (it does not).
let arguments = CommandLine.arguments
guard arguments.count == 3, let renders = Int(arguments[2]), renders > 0 else {
    FileHandle.standardError.write(Data("usage: LeakCheck PAGE RENDERS\n".utf8))
    exit(64)
}
let html = try String(contentsOfFile: arguments[1], encoding: .utf8)

func render(_ count: Int) async throws {
    var configuration = PostContentAssembly.Configuration()
    configuration.composer.baseURL = URL(string: "https://blog.example/posts/leak-check")
    configuration.runtime.logger = Logger(label: "leak-check") { _ in SwiftLogNoOpLogHandler() }
    let module = try await PostContentAssembly.assemble(configuration)
    for index in 1...count {
        let (_, report) = try await module.render(html)
        guard report.isComplete else {
            FileHandle.standardError.write(Data("render \(index) did not complete\n".utf8))
            exit(1)
        }
    }
}

for first in stride(from: 0, to: renders, by: 10) {
    try await render(min(10, renders - first))
}
// The engine's thread ends after its last reference goes; give it a moment to finish.
try await Task.sleep(for: .milliseconds(500))
// Unbuffered: LeakSanitizer ends the process without flushing standard output.
FileHandle.standardOutput.write(Data("rendered \(renders) times\n".utf8))

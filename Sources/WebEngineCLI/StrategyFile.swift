import ArgumentParser
import Foundation
import WebEngineKit

/// Reads a strategy file for a command: a one-line error and exit status 65 for a file that
/// is not a valid strategy, 66 for one that cannot be read.
enum StrategyFile {
    static func load(_ path: String, hint: String = "") throws -> RenderStrategy {
        do {
            return try RenderStrategy.load(contentsOf: URL(fileURLWithPath: path))
        } catch let error as StrategyFileError {
            Terminal.writeError("webengine: \(error)")
            throw ExitCode(65)
        } catch {
            Terminal.writeError("webengine: \(hint)cannot read strategy \(path): \(error.localizedDescription)")
            throw ExitCode(66)
        }
    }
}

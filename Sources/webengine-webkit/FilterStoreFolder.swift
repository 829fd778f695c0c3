import Foundation

/// Where a helper compiles its content blocker: a folder of its own. Helpers run side by side
/// (`compare --jobs 2`, a pool of engines) and WebKit's store writes the compiled rule list
/// under its identifier: two helpers saving it in one folder at once made one fail now and
/// then ("Unspecified error during compile"). Each process's folder is removed as it exits;
/// a killed helper's is removed by the next one to start.
enum FilterStoreFolder {
    static func forThisProcess() -> String {
        let parent = NSTemporaryDirectory() + "webengine-webkit-\(getuid())"
        removeFoldersOfEndedProcesses(in: parent)
        let folder = parent + "/\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The temporary folder of this process's WebKit (its TMPDIR), inside `folder`.
    static func temporaryFolder(in folder: String) -> String {
        let temporary = folder + "/tmp"
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        return temporary
    }

    /// Folders named for a process that no longer exists (and what an older helper left
    /// directly in the parent, when the store was shared).
    private static func removeFoldersOfEndedProcesses(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names {
            if let pid = pid_t(name), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }
}

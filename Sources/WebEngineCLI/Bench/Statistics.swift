import Foundation

/// Medians and percentiles of samples, in milliseconds.
struct Samples: Codable {
    var values: [Double]

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }

    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = fraction * Double(sorted.count - 1)
        let low = Int(rank.rounded(.down)), high = Int(rank.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
    }
}

extension Duration {
    var ms: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}

/// Resident memory of this process, from /proc.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// CPU time (user + system) this process has used, all threads, in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs a command; returns its wall time and standard output.
func timeProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Duration, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = benchEnvironment.merging(environment) { _, new in new }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let started = ContinuousClock.now
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - started
    guard process.terminationStatus == 0 else {
        throw BenchError("\(URL(fileURLWithPath: executable).lastPathComponent) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
    return (elapsed, String(decoding: data, as: UTF8.self))
}

/// Every contender starts from the same few variables, not the bench's own environment:
/// settings for one runtime's unrelated features would be measured as the job. (This
/// machine sets NODE_EXTRA_CA_CERTS, which makes every Node process parse the system's CA
/// certificates at start: 50-60 ms a run that a page job never uses; JSC_ variables would
/// retune WebEngine.)
let benchEnvironment: [String: String] = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR"].contains($0.key) }

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The peak resident memory of one run of a command (its own, from wait4's rusage), in MB;
/// nil when it could not run. Output goes nowhere.
func peakResidentMegabytes(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Double? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let variables = benchEnvironment.merging(environment) { _, new in new }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + variables).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, variables) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

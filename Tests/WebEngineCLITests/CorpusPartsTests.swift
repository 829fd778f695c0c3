import Foundation
import XCTest

@testable import WebEngineCLI

/// The corpus run's parts that stand alone: the output hash, the diff, the shard split.
final class CorpusPartsTests: XCTestCase {
    func testTheOutputHashIsSHA256() {
        XCTAssertEqual(SHA256.hex(of: Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The diff is the one `diff -u` prints for the same lines, on edits of every kind.
    func testTheDiffIsTheOneDiffPrints() throws {
        var generator = SeededGenerator(seed: 7)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<40 {
            let before = (0..<Int.random(in: 0...30, using: &generator)).map { "<p>line \($0 % 7)</p>" }
            var after = before
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !after.isEmpty: after.remove(at: Int.random(in: 0..<after.count, using: &generator))
                case 1: after.insert("<b>new \(round)</b>", at: Int.random(in: 0...after.count, using: &generator))
                default: if !after.isEmpty { after[Int.random(in: 0..<after.count, using: &generator)] = "<i>changed</i>" }
                }
            }
            let old = folder.appendingPathComponent("old"), new = folder.appendingPathComponent("new")
            try (before.map { $0 + "\n" }.joined()).write(to: old, atomically: true, encoding: .utf8)
            try (after.map { $0 + "\n" }.joined()).write(to: new, atomically: true, encoding: .utf8)
            let expected = try runProcess("/usr/bin/diff", ["-u", "--label", "a", "--label", "b", "old", "new"], in: folder)
            let ours = UnifiedDiff.text(from: before, to: after, beforeName: "a", afterName: "b")
            // Two minimal diffs may pair different equal lines; both must then be as short.
            if ours != expected {
                XCTAssertEqual(ours.split(separator: "\n").filter { $0.first == "+" || $0.first == "-" }.count,
                               expected.split(separator: "\n").filter { $0.first == "+" || $0.first == "-" }.count, "round \(round):\n\(ours)\n\(expected)")
                XCTAssertEqual(Self.apply(ours, to: before), after, "round \(round)")
            }
        }
    }

    /// The lines a unified diff turns `lines` into.
    private static func apply(_ diff: String, to lines: [String]) -> [String] {
        var result: [String] = [], position = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                let start = Int(line.split(separator: " ")[1].dropFirst().split(separator: ",")[0])!
                let count = line.split(separator: " ")[1].contains(",") ? Int(line.split(separator: " ")[1].split(separator: ",")[1])! : 1
                let first = count == 0 ? start : start - 1
                result += lines[position..<first]
                position = first
            } else if line.first == "-" {
                position += 1
            } else if line.first == "+" {
                result.append(String(line.dropFirst()))
            } else {
                result.append(lines[position])
                position += 1
            }
        }
        return result + lines[position...]
    }

    func testShardsAreStableAndCoverEveryKeyOnce() {
        let keys = (0..<1000).map { "mail/\($0 / 100)/message-\($0).html" }
        let shards = (1...4).map { CorpusShard("\($0)/4")! }
        for key in keys { XCTAssertEqual(shards.filter { $0.contains(key) }.count, 1, key) }
        let sizes = shards.map { shard in keys.filter(shard.contains).count }
        XCTAssertTrue(sizes.allSatisfy { $0 > 200 && $0 < 300 }, "\(sizes)")
        // The split is FNV-1a of the key (its published test vectors), the same on every machine and in every release.
        XCTAssertEqual(CorpusShard.fnv1a(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(CorpusShard.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertNil(CorpusShard("0/4"))
        XCTAssertNil(CorpusShard("5/4"))
        XCTAssertNil(CorpusShard("1-4"))
    }
}

/// A small deterministic generator (SplitMix64), so a failing round can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The command line of `replay layout`, checked before the file is opened.
///
/// ```
/// replay layout SPEC.json [--width W] [--height H]
/// ```
///
/// `--width` and `--height` (also written `--width=W`) are the available size in points,
/// numbers from 0 to `LayoutSpecReader.maximumMagnitude`; absent, that side is unbounded.
/// Options may come in any order; `--` ends them. An unknown option, a missing or extra
/// file, or a size that is not such a number is a usage error.
struct LayoutArguments: Equatable {
    static let usage = "usage: replay layout SPEC.json [--width W] [--height H]\n"

    /// Why the command line is not one `replay layout` accepts.
    struct UsageError: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    var file: String
    var width: Double?
    var height: Double?
    var isHelp = false

    init(_ arguments: [String]) throws(UsageError) {
        var files: [String] = []
        var width: Double?
        var height: Double?
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "--": optionsEnded = true
            case "-h", "--help":
                self.init(file: "", isHelp: true)
                return
            case "--width", "--height":
                guard let text = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(description: "\(name) needs a number of points")
                }
                let value = try Self.points(text, option: name)
                if name == "--width" { width = value } else { height = value }
            default:
                throw UsageError(description: "unknown option '\(argument)'")
            }
        }
        guard files.count == 1 else {
            throw UsageError(description: "expected one file, SPEC.json, got \(files.count)")
        }
        self.init(file: files[0], width: width, height: height)
    }

    init(file: String, width: Double? = nil, height: Double? = nil, isHelp: Bool = false) {
        self.file = file
        self.width = width
        self.height = height
        self.isHelp = isHelp
    }

    /// `--width=320` as `("--width", "320")`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func points(_ text: String, option: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw UsageError(description: "\(option) must be a number of points, 0 or more, got '\(text)'")
        }
        guard value <= LayoutSpecReader.maximumMagnitude else {
            throw UsageError(
                description: "\(option) must be from 0 to \(LayoutSpecReader.maximumText) points, got '\(text)'")
        }
        return value
    }
}

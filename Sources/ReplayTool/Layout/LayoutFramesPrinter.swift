import LayoutSpecs

/// Prints a computed layout as `replay layout` does: one JSON array, one node a line in
/// depth-first pre-order, `{"path": [0, 1], "x": 0, "y": 10, "width": 100, "height": 20}`,
/// each frame relative to its parent's border box (the root's x and y are its margins).
enum LayoutFramesPrinter {
    static func print(_ layout: Layout) -> String {
        var output = "[\n"
        let paths = layout.paths()
        for (index, frame) in layout.frames.enumerated() {
            let path = paths[index].map(String.init).joined(separator: ", ")
            output += "  {\"path\": [\(path)], \"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
            output += "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
            output += index + 1 < layout.frames.count ? ",\n" : "\n"
        }
        return output + "]\n"
    }

    /// Whole points as integers (frames are rounded), never `-0`. JSON has no number for
    /// infinity or NaN: `LayoutCommand` refuses a layout with such a frame before printing it.
    private static func number(_ value: Double) -> String {
        precondition(value.isFinite, "a frame that is not finite is refused before it is printed")
        if value == 0 { return "0" }
        if let integer = Int(exactly: value) { return String(integer) }
        return String(value)
    }
}

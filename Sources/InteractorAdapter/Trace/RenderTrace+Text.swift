import ListUpdates
import ReactiveCore
import StagedDiff

extension RenderTrace.Entry {
    /// The entry as indented text, ending with a newline:
    ///
    /// ```
    /// emission 3 (1 coalesced): batches
    ///   stage 0: update 0-1
    ///     0-1 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)
    ///   visible:
    ///     table view: 1 section [2], offset 0 of 0, viewport 600
    ///     row 0-0: Milk
    /// ```
    ///
    /// On a composed list the headline names the provider (`emission 2 of posts/p1/actions:
    /// batches`), and a stage names its own when it is another (`stage 0 (suggestions):
    /// insert sections 4`, in an entry for a new list of providers).
    public var description: String {
        var lines = [headline]
        for stage in stages {
            let label = stage.provider.flatMap { $0 == provider ? nil : " (\($0))" } ?? ""
            lines.append("  stage \(stage.index)\(label): " + Self.operations(of: stage))
            lines += stage.decisions.map { decision in
                let label = decision.provider.flatMap { $0 == stage.provider ? nil : " (\($0))" } ?? ""
                return "    \(decision)\(label)"
            }
        }
        if let rejectedBatch { lines.append("  rejected batch: \(rejectedBatch)") }
        if let sizing { lines.append("  sizing: \(sizing)") }
        if !unregisteredTypes.isEmpty {
            lines.append("  no cell registered for: " + unregisteredTypes.joined(separator: ", "))
        }
        if !visible.isEmpty {
            lines.append("  visible:")
            lines += visible.map { "    \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var headline: String {
        var text: String
        switch kind {
        case .update: text = "emission \(emission)" + (provider.map { " of " + $0 } ?? "")
        case .droppedDiff: text = "dropped diff of emission \(emission)"
        case .missingCell: text = "cells appeared after emission \(emission)"
        case .lateSizes: text = "sizes landed for emission \(emission)"
        case .environmentChanged: text = "sizing environment changed after emission \(emission)"
        }
        if coalescedEmissions > 0 { text += " (\(coalescedEmissions) coalesced)" }
        if let method { text += ": \(method.rawValue)" }
        if let reason { text += " (\(reason))" }
        return text
    }

    private static func operations(of stage: RenderTrace.Stage) -> String {
        var parts: [String] = []
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { parts.append(name + " " + values.joined(separator: " ")) }
        }
        add("delete sections", stage.sectionsDeleted.map(String.init))
        add("insert sections", stage.sectionsInserted.map(String.init))
        add("update sections", stage.sectionsUpdated.map(String.init))
        add("move sections", stage.sectionsMoved.map(TracePathText.move))
        add("delete", stage.itemsDeleted.map(TracePathText.path))
        add("insert", stage.itemsInserted.map(TracePathText.path))
        add("update", stage.itemsUpdated.map(TracePathText.path))
        add("move", stage.itemsMoved.map(TracePathText.move))
        return parts.isEmpty ? "no operations" : parts.joined(separator: "; ")
    }
}

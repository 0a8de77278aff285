import InteractorAdapter
import ScriptReplay

/// Prints a ``DiffReport`` as the contractual JSON object, on one line:
///
/// `{"stages":[{"sectionDeleted":[s],"sectionInserted":[s],"sectionUpdated":[s],`
/// `"sectionMoved":[[from,to]],"elementDeleted":[[section,element]],"elementInserted":[...],`
/// `"elementUpdated":[...],"elementMoved":[[[fromSection,fromElement],[toSection,toElement]]],`
/// `"data":<items or sections as in the input>}]}`
///
/// Keys keep this order; a flat input uses section 0 and prints flat `data`.
enum DiffJSONPrinter {
    static func print(_ report: DiffReport) -> String {
        let stages = report.stages.map { stage($0.changeset, isFlat: report.isFlat) }
        return JSONValue.object([(key: "stages", value: .array(stages))]).serialized
    }

    private static func stage(_ changeset: Changeset<[DiffSection]>, isFlat: Bool) -> JSONValue {
        let data: JSONValue =
            isFlat
            ? .array(changeset.data.first?.elements.map(\.json) ?? [])
            : .array(changeset.data.map(\.printed))
        return .object([
            (key: "sectionDeleted", value: .array(changeset.sectionDeleted.map(number))),
            (key: "sectionInserted", value: .array(changeset.sectionInserted.map(number))),
            (key: "sectionUpdated", value: .array(changeset.sectionUpdated.map(number))),
            (
                key: "sectionMoved",
                value: .array(changeset.sectionMoved.map { .array([number($0.source), number($0.target)]) })
            ),
            (key: "elementDeleted", value: .array(changeset.elementDeleted.map(path))),
            (key: "elementInserted", value: .array(changeset.elementInserted.map(path))),
            (key: "elementUpdated", value: .array(changeset.elementUpdated.map(path))),
            (
                key: "elementMoved",
                value: .array(changeset.elementMoved.map { .array([path($0.source), path($0.target)]) })
            ),
            (key: "data", value: data),
        ])
    }

    private static func number(_ value: Int) -> JSONValue {
        .number(JSONNumber(value))
    }

    private static func path(_ path: ElementPath) -> JSONValue {
        .array([number(path.section), number(path.element)])
    }
}

import InteractorAdapter
import ScriptReplay

/// The staged changeset between two diff documents, in one shape for both printers: a flat
/// document is carried as a single section, and `isFlat` tells the printers to unwrap it.
struct DiffReport {
    /// One stage with the data shown before it, so that printers can name what left.
    struct Stage {
        var before: [DiffSection]
        var changeset: Changeset<[DiffSection]>
    }

    var isFlat: Bool
    var stages: [Stage]

    /// Diffs `old` into `new`; they must have the same shape unless one of them is empty.
    init(
        old: DiffDocument, oldOrigin: DiffDocument.Origin, new: DiffDocument, newOrigin: DiffDocument.Origin
    ) throws(DiffInputError) {
        switch (old, new) {
        case let (.flat(source), .flat(target)):
            self.init(flatSource: source, target: target)
        case let (.sectioned(source), .sectioned(target)):
            self.init(sectionedSource: source, target: target)
        case let (.flat(source), .sectioned(target)) where source.isEmpty:
            self.init(sectionedSource: [], target: target)
        case let (.sectioned(source), .flat(target)) where target.isEmpty:
            self.init(sectionedSource: source, target: [])
        default:
            let element = new.shapeName == "sections" ? "section 0" : "item 0"
            throw newOrigin.error(
                [.index(0)], element,
                "holds \(new.shapeName) but \(oldOrigin.describedAsOld) holds \(old.shapeName): both must have the same shape"
            )
        }
    }

    private init(flatSource source: [DiffItem], target: [DiffItem]) {
        isFlat = true
        var before = Self.wrap(source)
        stages = StagedChangeset(source: source, target: target).map { changeset in
            let stage = Stage(
                before: before,
                changeset: Changeset(
                    data: Self.wrap(changeset.data),
                    elementDeleted: changeset.elementDeleted, elementInserted: changeset.elementInserted,
                    elementUpdated: changeset.elementUpdated, elementMoved: changeset.elementMoved
                ))
            before = stage.changeset.data
            return stage
        }
    }

    private init(sectionedSource source: [DiffSection], target: [DiffSection]) {
        isFlat = false
        var before = source
        stages = StagedChangeset(source: source, target: target).map { changeset in
            defer { before = changeset.data }
            return Stage(before: before, changeset: changeset)
        }
    }

    private static func wrap(_ items: [DiffItem]) -> [DiffSection] {
        [
            DiffSection(
                differenceIdentifier: DiffIdentifier(.number(JSONNumber(0)))!, content: CanonicalJSON(.null),
                json: .null, elements: items)
        ]
    }
}

extension DiffDocument.Origin {
    /// How the other message names this input: the file, or the pair's side.
    var describedAsOld: String {
        prefix.isEmpty ? file : "source"
    }
}

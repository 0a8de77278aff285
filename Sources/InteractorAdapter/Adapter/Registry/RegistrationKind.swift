import Foundation

/// What a registration shows: items' cells, section headers or section footers. Each kind
/// has its own registrations and reuse identifiers' pool on the list.
@usableFromInline
enum RegistrationKind: Sendable {
    case cell
    case header
    case footer
}

import QuillFoundation
import QuillTemplateFormats
/// The instantiation plans of one template, by what they depend on (most templates have one:
/// one registry, one kind of owner). A key whose instantiation could not be recorded holds no
/// plan, so it is not recorded again.
@MainActor
final class TemplatePlanCache {
    private var entries: [(key: TemplatePlanKey, plan: TemplatePlan?)] = []
    /// More keys than this for one template is unusual (options changing each time): the
    /// oldest is dropped.
    private static let capacity = 8

    nonisolated init() {}

    /// The entry for a key: `nil` when nothing was recorded for it, `.some(nil)` when it could
    /// not be.
    func entry(for key: TemplatePlanKey) -> TemplatePlan?? {
        for entry in entries where entry.key == key { return .some(entry.plan) }
        return nil
    }

    func store(_ plan: TemplatePlan?, for key: TemplatePlanKey) {
        entries.removeAll { $0.key == key }
        if entries.count >= TemplatePlanCache.capacity { entries.removeFirst() }
        entries.append((key, plan))
    }

    /// How many plans are recorded (for tests and tools).
    var planCount: Int { entries.count { $0.plan != nil } }
}

import QuillViews

/// The template registry an application context keeps: one per context, with the built-in
/// classes, made the first time it is asked for.
enum TemplateRegistryKey: ApplicationContextKey {
    static func makeDefault(in context: ApplicationContext) -> TemplateRegistry { TemplateRegistry() }
}

import QuillViews

extension ApplicationContext {
    /// The classes templates of this context can name: the built-in ones and what the app, its
    /// widget bundles and its tests registered. The application's is `TemplateRegistry.shared`.
    public var templateRegistry: TemplateRegistry {
        get { self[TemplateRegistryKey.self] }
        set { self[TemplateRegistryKey.self] = newValue }
    }
}

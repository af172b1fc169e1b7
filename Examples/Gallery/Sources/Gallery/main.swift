import GalleryKit

// The Quill Gallery: every pattern, control and widget bundle, each beside its source
// (`make run`). With no display it renders every page to out/gallery/ and says so.
MainActor.assumeIsolated {
    GalleryApp.main()
}

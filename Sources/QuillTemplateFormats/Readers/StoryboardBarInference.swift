import QuillFoundation

/// Which bars Interface Builder draws over each scene of a storyboard ("Inferred" simulated
/// metrics): a navigation bar over a navigation controller's root and every scene a show
/// segue pushes from inside one, a tab bar under a tab bar controller's tabs and the scenes
/// inside them (unless `hidesBottomBarWhenPushed`); a scene's own simulated metrics win.
enum StoryboardBarInference {
    /// A navigation bar's height.
    static let navigationBarHeight = 44.0
    /// A tab bar's height.
    static let tabBarHeight = 49.0

    /// Sets `designBarInsets` on each scene controller's view.
    static func apply(to document: inout StoryboardDocument, elements: [String: XMLElementNode]) {
        var top = Set<String>(), bottom = Set<String>(), hidesBottom = Set<String>()
        var navigations = Set<String>()
        for (id, element) in elements {
            if element.name == "navigationController" { navigations.insert(id) }
            if element["hidesBottomBarWhenPushed"] == "YES" { hidesBottom.insert(id) }
        }
        let segues = document.allSegues
        // Spread along relationships and show segues until nothing changes (at most one pass per scene).
        for _ in 0...document.scenes.count {
            var changed = false
            for segue in segues {
                guard let source = segue.sceneControllerID, let destination = segue.destinationID else { continue }
                let entersNavigation: Bool, entersTabs: Bool
                switch segue.kind {
                case .relationship("rootViewController"):
                    entersNavigation = true
                    entersTabs = bottom.contains(source)
                case .relationship("viewControllers"):
                    entersNavigation = false
                    entersTabs = true
                case .show:
                    entersNavigation = top.contains(source) || navigations.contains(source)
                    entersTabs = entersNavigation && bottom.contains(source) && !hidesBottom.contains(destination)
                default:
                    continue
                }
                if entersNavigation, !navigations.contains(destination), top.insert(destination).inserted { changed = true }
                if entersTabs, bottom.insert(destination).inserted { changed = true }
            }
            if !changed { break }
        }
        for index in document.scenes.indices {
            guard let controllerID = document.scenes[index].controllerID, let element = elements[controllerID],
                let controllerIndex = document.scenes[index].document.objects.firstIndex(where: { $0.id == controllerID }),
                let viewIndex = document.scenes[index].document.objects[controllerIndex].parts.firstIndex(where: { $0.key == "view" })
            else { continue }
            var insets = EdgeInsets(
                top: top.contains(controllerID) ? navigationBarHeight : 0, left: 0, bottom: bottom.contains(controllerID) ? tabBarHeight : 0, right: 0)
            // The scene's own simulated metrics, when not inferred.
            switch element.children.first(where: { $0["key"] == "simulatedTopBarMetrics" })?.name {
            case "simulatedNavigationBarMetrics"?: insets.top = navigationBarHeight
            case "nil"?: insets.top = 0
            default: break
            }
            switch element.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" })?.name {
            case "simulatedTabBarMetrics"?: insets.bottom = tabBarHeight
            case "simulatedToolbarMetrics"?: insets.bottom = navigationBarHeight
            case "nil"?: insets.bottom = 0
            default: break
            }
            document.scenes[index].document.objects[controllerIndex].parts[viewIndex].object.designBarInsets = insets
        }
    }
}

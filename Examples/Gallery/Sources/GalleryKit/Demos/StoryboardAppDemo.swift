import Quill

/// A small app made from a storyboard (Recipes.storyboard, beside this page's source): a
/// navigation controller starts at a list whose rows come from a prototype cell; selecting a
/// recipe shows it (a show segue from the cell, prepared by the list); + presents an editor
/// whose Save and Cancel buttons unwind to the list. The code below is only the controllers'
/// own logic: the screens, cells and transitions are the storyboard's.
@MainActor
enum StoryboardAppDemo {
    static let demo = GalleryDemo(
        section: ".xib files", title: "A storyboard app",
        summary: "Recipes.storyboard run live: prototype cells, a show segue to the recipe, a modal editor that unwinds.",
        sources: [.swift("StoryboardAppDemo.swift"), .file(title: "Recipes.storyboard", path: GalleryResources.path(of: "Recipes.storyboard"))]
    ) { host, size in
        let storyboard = try Storyboard(contentsOfFile: GalleryResources.path(of: "Recipes.storyboard"), registry: registry)
        guard let navigation = try storyboard.instantiateInitialViewController() else { return View() }
        host.viewController.addChild(navigation)
        navigation.view.frame = Rect(origin: .zero, size: size)
        navigation.didMove(toParent: host.viewController)
        return navigation.view
    }

    /// The classes the storyboard names, in a registry of the page's own.
    static let registry: TemplateRegistry = {
        let registry = TemplateRegistry()
        try? registry.register(RecipesController.self) { RecipesController(style: .plain) }
        try? registry.register(RecipeCell.self) { RecipeCell(style: .default, reuseIdentifier: nil) }
        try? registry.register(RecipeController.self) { RecipeController() }
        try? registry.register(NewRecipeController.self) { NewRecipeController() }
        return registry
    }()

    /// One recipe.
    struct Recipe {
        var name: String
        var minutes: Int
        var steps: String
    }

    /// The list: a table view controller whose cells are the storyboard's prototype.
    final class RecipesController: TableViewController {
        var recipes = [
            Recipe(name: "Pancakes", minutes: 20, steps: "Whisk flour, milk and eggs. Rest ten minutes. Fry thin, turn once."),
            Recipe(name: "Tomato soup", minutes: 35, steps: "Soften onion in butter, add tomatoes and stock, simmer, blend."),
            Recipe(name: "Flatbread", minutes: 25, steps: "Mix flour, water, salt and oil. Roll thin, bake in a hot pan."),
        ]
        @Action var saveNewRecipe = RecipesController.saveNewRecipe(from:)
        @Action var cancelNewRecipe = RecipesController.cancelNewRecipe(from:)

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
            let recipe = recipes[indexPath.row]
            (cell as? RecipeCell)?.nameLabel?.text = recipe.name
            (cell as? RecipeCell)?.timeLabel?.text = "\(recipe.minutes) minutes"
            return cell
        }

        /// Gives the recipe screen the recipe of the row that was selected.
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            guard let screen = segue.destination as? RecipeController, let cell = sender as? TableViewCell,
                let row = tableView.indexPath(for: cell)?.row
            else { return }
            screen.recipe = recipes[row]
        }

        func saveNewRecipe(from segue: StoryboardSegue) {
            guard let editor = segue.source as? NewRecipeController, let name = editor.nameField?.text, !name.isEmpty else { return }
            recipes.append(Recipe(name: name, minutes: 30, steps: "Your own recipe."))
            tableView.insertRows(at: [IndexPath(row: recipes.count - 1, section: 0)], with: .fade)
        }

        func cancelNewRecipe(from segue: StoryboardSegue) {}
    }

    /// A row of the list, the storyboard's prototype.
    final class RecipeCell: TableViewCell {
        @Outlet var nameLabel: Label?
        @Outlet var timeLabel: Label?
    }

    /// One recipe, shown by the list's show segue.
    final class RecipeController: ViewController {
        @Outlet var timeLabel: Label?
        @Outlet var stepsLabel: Label?
        var recipe: Recipe?

        override func viewDidLoad() {
            title = recipe?.name
            timeLabel?.text = recipe.map { "\($0.minutes) minutes" }
            stepsLabel?.text = recipe?.steps
        }
    }

    /// The editor the + button presents.
    final class NewRecipeController: ViewController {
        @Outlet var nameField: TextField?
    }
}

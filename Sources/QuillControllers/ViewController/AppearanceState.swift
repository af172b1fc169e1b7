/// Where a controller's view is in its appear/disappear cycle.
enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

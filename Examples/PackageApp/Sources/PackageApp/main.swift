import PackageAppKit

MainActor.assumeIsolated { ContactsApp.main() }

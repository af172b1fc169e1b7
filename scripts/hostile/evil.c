/* A plugin library whose ABI "function" is data: calling it would jump into a string. */
const char quill_widget_bundle_abi[] = "not a function";
int quill_widget_bundle_register(void *registry) { (void)registry; return 0; }
__attribute__((constructor)) static void announce(void) { static const char m[] = "EVIL CONSTRUCTOR RAN\n"; extern long write(int, const void *, unsigned long); write(2, m, sizeof m - 1); }

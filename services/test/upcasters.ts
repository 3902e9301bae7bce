// Every process that runs the app loads app.ts first, which installs the features' upcasters; tests that read
// or append to the log without building an app (the event store's, a projection's) read it the same way.
import '../src/app'

/// The error thrown by conditions in tests of throwing probes.
struct NotReady: Error {}

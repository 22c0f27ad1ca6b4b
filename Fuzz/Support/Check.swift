/// Stops the fuzzer with `message` when an invariant fails: libFuzzer treats the
/// trap as a crash and saves the input as `crash-…`.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("FUZZ INVARIANT FAILED: \(message())")
    }
}

extension Application {
    public func run() throws { fatalError("replaced by the curses backend merge") }
}

import BrikTUI
import Foundation
import GalleryScreens

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

// gallery                  the menu
// gallery <id>             one screen directly (the end-to-end tests use this)
// gallery --list           the screen ids and titles
// gallery --still <id>     the run with its clock stopped at zero, as a TestTerminal's is
// gallery --dump <id> WxH  the first frame a TestTerminal of W×H computes, as text (id - : the menu)
// --still and --dump together make the fidelity test (Tests/EndToEnd/test_fidelity.sh):
// the real terminal and the model show the same deterministic moment.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--list") {
    print(GalleryCatalog.listing())
    exit(0)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: gallery [--list] [--still] [screen-id] | --dump <screen-id> <W>x<H>\n\n\(GalleryCatalog.listing())")
    exit(0)
}

/// The shell opened at `id` (the menu when nil): the one construction the run and the dump share.
@MainActor
func makeShell(id: String?) -> GalleryShell {
    let shell = GalleryShell()
    if let id, !shell.open(id: id) {
        printError("gallery: no screen \"\(id)\"; screens are:\n\(GalleryCatalog.listing())")
        exit(2)
    }
    return shell
}

if let dump = arguments.firstIndex(of: "--dump") {
    let rest = Array(arguments[(dump + 1)...])
    let size = rest.count == 2 ? rest[1].split(separator: "x").compactMap { Int($0) } : []
    guard size.count == 2, size[0] > 0, size[1] > 0 else {
        printError("usage: gallery --dump <screen-id> <W>x<H>")
        exit(2)
    }
    let shell = makeShell(id: rest[0] == "-" ? nil : rest[0])
    let terminal = TestTerminal(root: shell, size: Size(width: size[0], height: size[1]))
    print(terminal.screenText)
    exit(0)
}

let still = arguments.contains("--still")
arguments.removeAll { $0 == "--still" }
let shell = makeShell(id: arguments.first)
// Still: no timer ever comes due and reduced motion is off, exactly a TestTerminal's first frame.
let application = still ? Application(root: shell, clock: { .zero }, reducedMotion: false) : Application(root: shell)
do {
    try application.run()
} catch {
    // run() has already restored the terminal and printed the error.
    exit(1)
}

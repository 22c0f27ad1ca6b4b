import BrikTUI
import Foundation
import GalleryScreens

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

// gallery            the menu
// gallery <id>       one screen directly (the end-to-end tests use this)
// gallery --list     the screen ids and titles
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--list") {
    print(GalleryCatalog.listing())
    exit(0)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: gallery [--list] [screen-id]\n\n\(GalleryCatalog.listing())")
    exit(0)
}

let shell = GalleryShell()
if let id = arguments.first {
    guard shell.open(id: id) else {
        printError("gallery: no screen \"\(id)\"; screens are:\n\(GalleryCatalog.listing())")
        exit(2)
    }
}
do {
    try Application(root: shell).run()
} catch {
    // run() has already restored the terminal and printed the error.
    exit(1)
}

// Sources/MyApp/main.swift
import BrikTUI
import MyAppCore

try Application(root: makeGreeter()).run()  // until Ctrl-C; the terminal is always given back

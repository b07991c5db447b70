// The sample app's keyboard target: the Swift that kbc generates from the layouts beside this file, type-checked
// for iOS by Tests/iOS/typecheck.sh. SwiftPM builds a target only when it holds a Swift file: this one.
import KeyboardRuntime

// The bank's keyboards, generated at build time from the YAML files beside this one; BankLayouts.all lists
// them with the standard pages they lead to. (SwiftPM builds a target only when it holds a Swift file.)
import KeyboardRuntime

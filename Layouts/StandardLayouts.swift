// The StandardLayouts target: the standard secure keyboards, generated at build time from the YAML files
// beside this one. Each file becomes a `KeyboardLayout` property (`decimal-pad.yaml` → `KeyboardLayout.decimalPad`),
// and `StandardLayouts.all` lists them all: kbc generates that enum for every keyboard target, named here by
// `enumName: StandardLayouts` in kbc-config.yaml. SwiftPM builds a target only when it holds a Swift file: this one.
import KeyboardRuntime

#ifndef KBC_LIBYAML_BASELINE_H
#define KBC_LIBYAML_BASELINE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Runs libyaml's bare event loop over `length` bytes: initialise a parser, parse events until
/// STREAM_END, delete each event, delete the parser. Builds nothing.
///
/// Returns the number of events parsed (STREAM_END included), or -1 on a parse error.
long kbc_libyaml_count_events(const unsigned char *bytes, size_t length);

/// What a bare C tool does with a folder of layout files: lists it (readdir), reads each `*.yaml` file
/// whole (open, fstat, read) and runs the event loop over its bytes.
///
/// Returns the number of events parsed in all files, or -1 when a file cannot be read or parsed.
long kbc_libyaml_count_events_in_folder(const char *folder);

#ifdef __cplusplus
}
#endif

#endif

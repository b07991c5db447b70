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

#ifdef __cplusplus
}
#endif

#endif

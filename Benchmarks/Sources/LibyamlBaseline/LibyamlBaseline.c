#include "LibyamlBaseline.h"

#include <yaml.h>

long kbc_libyaml_count_events(const unsigned char *bytes, size_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    long count = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, bytes, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            yaml_parser_delete(&parser);
            return -1;
        }
        count += 1;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return count;
}

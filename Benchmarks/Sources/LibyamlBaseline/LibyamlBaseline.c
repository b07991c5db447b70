#include "LibyamlBaseline.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
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

long kbc_libyaml_count_events_in_folder(const char *folder_path) {
    DIR *folder = opendir(folder_path);
    if (!folder) return -1;
    long total = 0;
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(folder))) {
        size_t length = strlen(entry->d_name);
        if (entry->d_name[0] == '.' || length < 5 || strcmp(entry->d_name + length - 5, ".yaml") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", folder_path, entry->d_name);
        int descriptor = open(path, O_RDONLY);
        struct stat status;
        if (descriptor < 0) { total = -1; break; }
        if (fstat(descriptor, &status) != 0) { close(descriptor); total = -1; break; }
        unsigned char *bytes = malloc((size_t)status.st_size + 1);
        ssize_t read_bytes = read(descriptor, bytes, (size_t)status.st_size);
        close(descriptor);
        long events = read_bytes < 0 ? -1 : kbc_libyaml_count_events(bytes, (size_t)read_bytes);
        free(bytes);
        if (events < 0) { total = -1; break; }
        total += events;
    }
    closedir(folder);
    return total;
}

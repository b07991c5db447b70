/* The C baseline of Benchmarks/scripts/callgrind-ratios.sh: what a bare C tool does with the layout files a
 * `kbc validate FOLDER` run reads. It lists the folder (readdir), reads each *.yaml file whole (open, fstat,
 * read) and runs libyaml's event loop over its bytes, deleting every event. Prints the number of events.
 *
 *   cc -O2 libyaml-files.c -lyaml -o libyaml-files && ./libyaml-files FOLDER
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static long count_events(const unsigned char *bytes, size_t length) {
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

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
        return 2;
    }
    DIR *folder = opendir(argv[1]);
    if (!folder) { perror(argv[1]); return 1; }
    long total = 0;
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(folder))) {
        size_t length = strlen(entry->d_name);
        if (entry->d_name[0] == '.' || length < 5 || strcmp(entry->d_name + length - 5, ".yaml") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", argv[1], entry->d_name);
        int descriptor = open(path, O_RDONLY);
        struct stat status;
        if (descriptor < 0 || fstat(descriptor, &status) != 0) { perror(path); return 1; }
        unsigned char *bytes = malloc((size_t)status.st_size + 1);
        ssize_t read_bytes = read(descriptor, bytes, (size_t)status.st_size);
        close(descriptor);
        long events = count_events(bytes, read_bytes < 0 ? 0 : (size_t)read_bytes);
        free(bytes);
        if (events < 0) { fprintf(stderr, "%s: libyaml failed\n", path); return 1; }
        total += events;
    }
    closedir(folder);
    printf("%ld\n", total);
    return 0;
}

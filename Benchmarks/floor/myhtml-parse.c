// MyHTML alone, warm: the HTML5 parse every WebEngine job starts with, without the tree's
// hand-over to JavaScript or anything after it. `myhtml-parse PAGE RUNS` parses the page RUNS/4
// times untimed, then RUNS times timed, in one tree as WebEngine's parser reuses its own, and
// prints the milliseconds per parse. `scripts/warm-floors.py` builds and runs it.
#include <myhtml/api.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double nowMs(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1e3 + time.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: myhtml-parse PAGE RUNS\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        fprintf(stderr, "%s: cannot read\n", argv[1]);
        return 1;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *html = malloc(size > 0 ? size : 1);
    if (fread(html, 1, size, file) != (size_t)size) {
        fprintf(stderr, "%s: short read\n", argv[1]);
        return 1;
    }
    fclose(file);
    int runs = atoi(argv[2]);
    if (runs < 1) runs = 1;

    // Single-threaded, as WebEngine's HTMLParser runs it.
    myhtml_t *myhtml = myhtml_create();
    myhtml_init(myhtml, MyHTML_OPTIONS_PARSE_MODE_SINGLE, 1, 0);
    myhtml_tree_t *tree = myhtml_tree_create();
    myhtml_tree_init(tree, myhtml);
    for (int i = 0; i < runs / 4; i++) myhtml_parse(tree, MyENCODING_UTF_8, html, size);
    double start = nowMs();
    for (int i = 0; i < runs; i++) myhtml_parse(tree, MyENCODING_UTF_8, html, size);
    printf("%.4f\n", (nowMs() - start) / runs);
    myhtml_tree_destroy(tree);
    myhtml_destroy(myhtml);
    free(html);
    return 0;
}

// The floor under a frame: what the game's loop cannot do without, done in C.
#define _GNU_SOURCE
#include "CTerminal.h"

#include <poll.h>
#include <time.h>
#include <unistd.h>

static double thread_cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

double ct_frame_floor_seconds(int input_fd, int output_fd, const unsigned char *frame, size_t length, int frames,
                              long long wait_nanoseconds) {
    if (frames <= 0) return 0;
    struct pollfd watched = {.fd = input_fd, .events = POLLIN};
    struct timespec wait = {.tv_sec = wait_nanoseconds / 1000000000LL, .tv_nsec = wait_nanoseconds % 1000000000LL};
    double start = thread_cpu_seconds();
    for (int turn = 0; turn < frames; turn++) {
        if (ppoll(&watched, 1, &wait, NULL) < 0) return -1;
        size_t done = 0;
        while (done < length) {
            ssize_t wrote = write(output_fd, frame + done, length - done);
            if (wrote <= 0) return -1;
            done += (size_t)wrote;
        }
    }
    return (thread_cpu_seconds() - start) / frames;
}

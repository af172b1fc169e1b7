// Helpers shared by the Qt 6 peer benchmarks: clocks, the report line, the shared picture,
// peak memory and the X server's CPU time. Header-only, so that each program builds from one
// g++ command (see bench-qt6.sh).
#ifndef QUILL_PEER_QT6_BENCH_COMMON_H
#define QUILL_PEER_QT6_BENCH_COMMON_H

#include <QtGui/QImage>
#include <QtGui/QPaintEngine>
#include <QtGui/QPixmap>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <string>
#include <unistd.h>
#include <vector>

// Seconds of a clock as a double.
static inline double bench_clock_seconds(clockid_t clock) {
    timespec ts;
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// Prints `name: MEDIAN unit (p99 X, n=N)` on stdout, the format of Quill's quill-bench, with the
// same rank rules: median = sorted[n / 2], p99 = sorted[ceil(n * 0.99) - 1]. Sorts `samples`.
// Returns the p99.
static inline double bench_report(const char *name, std::vector<double> &samples, const char *unit) {
    if (samples.empty()) return 0;
    std::sort(samples.begin(), samples.end());
    size_t n = samples.size();
    size_t p99 = size_t(std::ceil(double(n) * 0.99));
    p99 = std::clamp<size_t>(p99, 1, n);
    std::printf("%s: %.3f %s (p99 %.3f, n=%zu)\n", name, samples[n / 2], unit, samples[p99 - 1], n);
    std::fflush(stdout);
    return samples[p99 - 1];
}

// Prints a single figure in the same line format, as quill-bench's reportCount does.
static inline void bench_report_count(const char *name, double value, const char *unit) {
    std::printf("%s: %.0f %s (p99 %.0f, n=1)\n", name, value, unit, value);
    std::fflush(stdout);
}

// The peak resident memory of this process so far, in MiB (VmHWM, as quill-bench reads it).
static inline double bench_peak_rss_mib() {
    FILE *status = std::fopen("/proc/self/status", "r");
    if (!status) return 0;
    char line[256];
    double kib = 0;
    while (std::fgets(line, sizeof line, status))
        if (std::strncmp(line, "VmHWM:", 6) == 0) kib = std::atof(line + 6);
    std::fclose(status);
    return kib / 1024;
}

// A 64x64 picture made in memory (a shaded disc), the same pixels as the GTK peers' texture,
// standing in for Quill's 64x64 catalog image. Made once and shared, as an app's decoded image
// would be. On the raster backend a QPixmap is a QImage in the screen's format (here
// ARGB32_Premultiplied), so drawing it needs no conversion.
static inline const QPixmap &bench_picture() {
    static QPixmap pixmap;
    if (!pixmap.isNull()) return pixmap;
    enum { SIZE = 64 };
    QImage image(SIZE, SIZE, QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < SIZE; y++) {
        auto *row = reinterpret_cast<quint32 *>(image.scanLine(y));
        for (int x = 0; x < SIZE; x++) {
            double dx = x - SIZE / 2.0 + 0.5, dy = y - SIZE / 2.0 + 0.5;
            bool inside = std::sqrt(dx * dx + dy * dy) < SIZE / 2.0 - 1;
            // Premultiplied 0xAARRGGBB; the same bytes as GDK_MEMORY_DEFAULT's B, G, R, A.
            row[x] = inside ? (0xffu << 24) | (quint32(40 + 3 * x) << 16) | (quint32(90 + 2 * y) << 8) | 220u : 0u;
        }
    }
    pixmap = QPixmap::fromImage(image);
    return pixmap;
}

// The name of a paint engine type (Raster is what the benchmarks expect).
static inline const char *bench_paint_engine_name(QPaintEngine::Type type) {
    switch (type) {
    case QPaintEngine::Raster: return "Raster";
    case QPaintEngine::OpenGL2: return "OpenGL2";
    case QPaintEngine::X11: return "X11";
    case QPaintEngine::Pdf: return "Pdf";
    case QPaintEngine::Picture: return "Picture";
    default: return "other";
    }
}

// The X server's process (Xvfb here): the process whose command line has DISPLAY as an argument,
// e.g. `Xvfb :99 -screen 0 ...` as xvfb-run starts it. 0 when not found (e.g. another machine's
// server). Used only to report the server's CPU time beside ours: with Qt's xcb backing store the
// server does part of each frame's work (it moves the scrolled pixels, see README.md).
static inline pid_t bench_x_server_pid() {
    const char *display = std::getenv("DISPLAY");
    if (!display || display[0] != ':') return 0;
    std::string wanted(display);
    if (auto dot = wanted.find('.'); dot != std::string::npos) wanted.resize(dot);  // ":99.0" -> ":99"
    DIR *proc = opendir("/proc");
    if (!proc) return 0;
    pid_t found = 0;
    while (dirent *entry = readdir(proc)) {
        pid_t pid = pid_t(std::atoi(entry->d_name));
        if (pid <= 0) continue;
        std::string path = "/proc/" + std::string(entry->d_name) + "/cmdline";
        FILE *file = std::fopen(path.c_str(), "r");
        if (!file) continue;
        char buffer[4096];
        size_t length = std::fread(buffer, 1, sizeof buffer - 1, file);
        std::fclose(file);
        buffer[length] = 0;
        std::string program(buffer);
        if (program.find("Xvfb") == std::string::npos && program.find("Xorg") == std::string::npos) continue;
        for (size_t at = std::strlen(buffer) + 1; at < length; at += std::strlen(buffer + at) + 1)
            if (wanted == buffer + at) found = pid;
        if (found) break;
    }
    closedir(proc);
    return found;
}

// A process's user + system CPU time in seconds (from /proc/PID/stat), or -1.
static inline double bench_process_cpu_seconds(pid_t pid) {
    if (pid <= 0) return -1;
    std::string path = "/proc/" + std::to_string(pid) + "/stat";
    FILE *file = std::fopen(path.c_str(), "r");
    if (!file) return -1;
    char buffer[2048];
    size_t length = std::fread(buffer, 1, sizeof buffer - 1, file);
    std::fclose(file);
    buffer[length] = 0;
    const char *after = std::strrchr(buffer, ')');  // the command name may hold spaces
    if (!after) return -1;
    unsigned long utime = 0, stime = 0;
    // Fields after the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    if (std::sscanf(after + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2) return -1;
    return double(utime + stime) / double(sysconf(_SC_CLK_TCK));
}

#endif

// The systems of Benchmarks/QuillBench/SolverBenchmarks.swift, built with kiwi (the C++
// Cassowary behind kiwisolver), timed the same way: prints `name: median unit (p99 X, n=N)`.
// Built by compare-kiwi.sh against kiwi's headers from the kiwisolver source package.
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

using namespace kiwi;

static double weight(double priority) { return std::pow(10.0, priority / 200.0); }

static void buildForm(int views, Solver& solver, const Variable& width) {
    Expression previousBottom(12.0);
    for (int i = 0; i < views; ++i) {
        Variable left, top, w, h;
        solver.addConstraint(left - 20 == 0);
        solver.addConstraint(left + w == width - 20);
        solver.addConstraint(top == previousBottom + 8);
        solver.addConstraint((h - 44 == 0) | weight(250));
        if (i % 2 == 0) solver.addConstraint(h - 30 >= 0);
        previousBottom = top + h;
    }
}

static void report(const char* name, std::vector<double> samples, const char* unit, double scale) {
    for (auto& s : samples) s *= scale;
    std::sort(samples.begin(), samples.end());
    double median = samples[samples.size() / 2];
    size_t p = (size_t)std::ceil(samples.size() * 0.99) - 1;
    std::printf("%s: %.3f %s (p99 %.3f, n=%zu)\n", name, median, unit, samples[std::min(p, samples.size() - 1)], samples.size());
}

static std::vector<double> measure(int warmup, int iterations, const std::function<void()>& body) {
    for (int i = 0; i < warmup; ++i) body();
    std::vector<double> samples;
    for (int i = 0; i < iterations; ++i) {
        auto start = std::chrono::steady_clock::now();
        body();
        std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
        samples.push_back(elapsed.count());
    }
    return samples;
}

int main() {
    report("kiwi_solver_form_200_build_solve_ms", measure(20, 200, [] {
        Solver solver;
        Variable width;
        solver.addConstraint(width - 800 == 0);
        buildForm(200, solver, width);
        solver.updateVariables();
    }), "ms", 1);
    Solver solver;
    Variable width;
    solver.addEditVariable(width, weight(999));
    buildForm(200, solver, width);
    int step = 0;
    report("kiwi_solver_form_200_suggest_us", measure(50, 2000, [&] {
        step += 1;
        solver.suggestValue(width, 600 + (step % 400));
        solver.updateVariables();
    }), "us", 1000);
    return 0;
}

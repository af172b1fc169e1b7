"""What Quill's benchmark scripts share: printing samples in quill-bench's format."""


def report(name, samples):
    """Prints `name: MEDIAN ms (p99 MAX, n=N)`; the slowest sample stands for p99 in these small runs."""
    samples = sorted(samples)
    median = samples[len(samples) // 2]
    print(f"{name}: {median:.1f} ms (p99 {samples[-1]:.1f}, n={len(samples)})", flush=True)

// sum_bench.cc - the real benchmark of bench/runner_noise: a parallel reduction of doubles.
//
// BM_Sum/n:N/threads:T sums N doubles with T std::threads, each thread its own slice (the
// calling thread takes the first slice, a team of T - 1 threads started before the timing loop
// the rest), and adds the partial sums; the total goes through benchmark::DoNotOptimize, so
// the work is never optimised away. n = 2^16 .. 2^22 and threads = 1, 2: 14 configurations of one family, whose
// Google Benchmark names read BM_Sum/n:65536/threads:2 (pmreport: one group, factors n and
// threads).
//
// -DSLOW_TOP: the regressed build. Each thread makes an extra pass over its slice (the sum of
// squares, folded into the total) when n >= 2^21, so the two largest sizes cost about twice
// as much and nothing else changes: a worse exponent of n, at the top of the range.
//
// Build: g++ -O2 -std=c++17 -pthread sum_bench.cc -lbenchmark -o sum_bench (bench/runner_noise/run.sh).
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

namespace {

double slice_sum(const double *x, std::size_t lo, std::size_t hi, std::size_t n)
{
    double s = 0.0;
    for (std::size_t i = lo; i < hi; i++)
        s += x[i];
#ifdef SLOW_TOP
    if (n >= (std::size_t(1) << 21)) {
        double q = 0.0;
        for (std::size_t i = lo; i < hi; i++)
            q += x[i] * x[i];
        s += 1e-12 * q;
    }
#else
    (void)n;
#endif
    return s;
}

const std::vector<double> &data(std::size_t n)
{
    // one array per size, filled once: values in [0.5, 1.5) from a fixed linear congruence
    static std::vector<std::vector<double>> cache(32);
    std::size_t k = 0;
    while ((std::size_t(1) << k) < n)
        k++;
    std::vector<double> &v = cache[k];
    if (v.size() != n) {
        v.resize(n);
        std::uint64_t s = 0x9e3779b97f4a7c15ULL;
        for (std::size_t i = 0; i < n; i++) {
            s = s * 6364136223846793005ULL + 1442695040888963407ULL;
            v[i] = 0.5 + double(s >> 11) * (1.0 / 9007199254740992.0);
        }
    }
    return v;
}

// The team of one benchmark run: threads 1 .. T-1 are started once, before the timing loop,
// and each iteration releases them through a generation counter (they wait spinning with
// std::this_thread::yield, so a thread that shares its core gives it up); the calling thread
// sums slice 0 and waits for the others' partial sums. Starting threads inside the timing loop
// would cost more than the sum itself at the smaller sizes.
class Team {
  public:
    Team(const double *x, std::size_t n, std::size_t nt) : x_(x), n_(n), nt_(nt), part_(nt)
    {
        for (std::size_t t = 1; t < nt; t++)
            pool_.emplace_back([this, t] { work(t); });
    }
    ~Team()
    {
        quit_.store(true, std::memory_order_release);
        for (auto &th : pool_)
            th.join();
    }
    double sum()
    {
        done_.store(0, std::memory_order_relaxed);
        go_.fetch_add(1, std::memory_order_release);
        part_[0] = slice_sum(x_, 0, n_ / nt_, n_);
        while (done_.load(std::memory_order_acquire) != nt_ - 1)
            std::this_thread::yield();
        double total = 0.0;
        for (double p : part_)
            total += p;
        return total;
    }

  private:
    void work(std::size_t t)
    {
        unsigned seen = 0;
        for (;;) {
            unsigned g;
            while ((g = go_.load(std::memory_order_acquire)) == seen) {
                if (quit_.load(std::memory_order_acquire))
                    return;
                std::this_thread::yield();
            }
            seen = g;
            part_[t] = slice_sum(x_, n_ * t / nt_, n_ * (t + 1) / nt_, n_);
            done_.fetch_add(1, std::memory_order_acq_rel);
        }
    }
    const double *x_;
    std::size_t n_, nt_;
    std::vector<double> part_;
    std::vector<std::thread> pool_;
    std::atomic<unsigned> go_{0};
    std::atomic<std::size_t> done_{0};
    std::atomic<bool> quit_{false};
};

void BM_Sum(benchmark::State &state)
{
    const std::size_t n = std::size_t(state.range(0));
    const std::size_t nt = std::size_t(state.range(1));
    Team team(data(n).data(), n, nt);
    for (auto _ : state) {
        double total = team.sum();
        benchmark::DoNotOptimize(total);
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(n));
}

} // namespace

BENCHMARK(BM_Sum)
    ->ArgNames({"n", "threads"})
    ->ArgsProduct({benchmark::CreateRange(1 << 16, 1 << 22, 2), {1, 2}})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

BENCHMARK_MAIN();

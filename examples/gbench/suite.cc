// suite.cc - the example benchmark suite of pmreport's workflows: real code measured with
// Google Benchmark over sizes and threads, so that `pmreport results/gbench.json` finds a
// scaling exponent per factor with no options (examples/gbench/README.md has the figures).
//
//   BM_Sort/n:N                   std::sort of N random 32-bit ints (new ones each time)
//   BM_MapInsert/n:N              N random keys inserted into an empty std::map (then freed)
//   BM_HashInsert/n:N             the same keys into an empty std::unordered_map
//   BM_InsertionSort/n:N          insertion sort of N random ints: the quadratic one
//   BM_ParallelSum/n:N/threads:T  the sum of log(x) over N doubles (a log-likelihood) by a team
//                                 of T threads, started before timing, sharing 4T chunks
//
// Each family is one group of pmreport, its named arguments (n, threads) its scaling factors;
// repetitions (--benchmark_repetitions) are its repeats. Times are wall-clock (UseRealTime).
//
// Own options, read before Google Benchmark's (which are all accepted too):
//   --quick           fewer and smaller sizes (the ctest: a few seconds)
//   --min-time=S      each run lasts at least S seconds (default 0.1; Google Benchmark's own
//                     --benchmark_min_time is a number in 1.6 and 1.7 but wants "0.1s" in 1.8,
//                     and logs a line per benchmark without the suffix: this works with all)
//   --max-threads=T   threads 1 .. T for BM_ParallelSum (default: the machine's hardware
//                     threads, at least 2 and at most 4)
//
// Build: examples/gbench/CMakeLists.txt (run.sh), or
//   g++ -O2 -std=c++17 -pthread suite.cc -lbenchmark -o gbench_suite
#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <thread>
#include <unordered_map>
#include <vector>

namespace
{

// A 64-bit linear congruence: the same numbers on every run of the suite. The sorts and
// inserts draw new ones on every iteration: given the same input again and again, a CPU's
// branch predictor learns a small sort's comparisons (std::sort of 4096 ints then took 9 ns
// per item, of 8192 ints 27 ns), which is no scaling of the code. Drawing costs about a
// nanosecond per item, part of every time alike (a few per cent of it).
struct Lcg {
    std::uint64_t s;
    std::uint64_t next()
    {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return s;
    }
    void fill(std::vector<std::int32_t> &v)
    {
        for (auto &x : v)
            x = std::int32_t(next() >> 33);
    }
    void fill(std::vector<std::uint64_t> &v)
    {
        for (auto &x : v)
            x = next();
    }
};

void BM_Sort(benchmark::State &state)
{
    Lcg rng{0x9e3779b97f4a7c15ULL};
    std::vector<std::int32_t> v(std::size_t(state.range(0)));
    for (auto _ : state) {
        rng.fill(v);
        std::sort(v.begin(), v.end());
        benchmark::DoNotOptimize(v.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * state.range(0));
}

void BM_InsertionSort(benchmark::State &state)
{
    Lcg rng{0x9e3779b97f4a7c15ULL};
    std::vector<std::int32_t> v(std::size_t(state.range(0)));
    for (auto _ : state) {
        rng.fill(v);
        for (std::size_t i = 1; i < v.size(); i++) {
            const std::int32_t x = v[i];
            std::size_t j = i;
            for (; j > 0 && v[j - 1] > x; j--)
                v[j] = v[j - 1];
            v[j] = x;
        }
        benchmark::DoNotOptimize(v.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * state.range(0));
}

template <class Map> void BM_Insert(benchmark::State &state)
{
    Lcg rng{0x2545f4914f6cdd1dULL};
    std::vector<std::uint64_t> keys(std::size_t(state.range(0)));
    for (auto _ : state) {
        rng.fill(keys);
        Map m;
        for (std::size_t i = 0; i < keys.size(); i++)
            m.emplace(keys[i], std::uint32_t(i));
        benchmark::DoNotOptimize(m.size());
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * state.range(0));
}

double slice_logsum(const double *x, std::size_t lo, std::size_t hi)
{
    double s = 0.0;
    for (std::size_t i = lo; i < hi; i++)
        s += std::log(x[i]);
    return s;
}

// The team of one run of BM_ParallelSum: threads 1 .. T-1 are started once, before the timing
// loop (starting threads inside it would cost more than the work at the smaller sizes). Each
// iteration cuts the array into 4T chunks, which every thread of the team, the calling one
// too, claims one at a time through an atomic counter (dynamic scheduling, as OpenMP's
// schedule(dynamic)): a thread that does not get a core soon (a runner's other work) leaves
// its chunks to the others instead of holding the iteration up. Idle threads wait spinning
// with std::this_thread::yield, so a thread that shares its core gives it up. The chunks'
// sums are added in chunk order: the same total whoever computed them.
class Team
{
  public:
    Team(const double *x, std::size_t n, std::size_t nt)
        : x_(x), n_(n), chunks_(4 * nt), sums_(chunks_), next_(chunks_)
    {
        for (std::size_t t = 1; t < nt; t++)
            pool_.emplace_back([this] { work(); });
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
        next_.store(0, std::memory_order_release); // the chunks are up for grabs
        while (claim()) {
        }
        while (done_.load(std::memory_order_acquire) != chunks_)
            std::this_thread::yield(); // a chunk another thread claimed is not finished yet
        double total = 0.0;
        for (double p : sums_)
            total += p;
        return total;
    }

  private:
    // claim the next chunk and sum it; false when none is left
    bool claim()
    {
        std::size_t c = next_.load(std::memory_order_acquire);
        do {
            if (c >= chunks_)
                return false;
        } while (!next_.compare_exchange_weak(c, c + 1, std::memory_order_acq_rel));
        sums_[c] = slice_logsum(x_, n_ * c / chunks_, n_ * (c + 1) / chunks_);
        done_.fetch_add(1, std::memory_order_release);
        return true;
    }
    void work()
    {
        while (!quit_.load(std::memory_order_acquire)) {
            if (!claim())
                std::this_thread::yield();
        }
    }
    const double *x_;
    std::size_t n_, chunks_;
    std::vector<double> sums_;
    std::vector<std::thread> pool_;
    std::atomic<std::size_t> next_;
    std::atomic<std::size_t> done_{0};
    std::atomic<bool> quit_{false};
};

void BM_ParallelSum(benchmark::State &state)
{
    const std::size_t n = std::size_t(state.range(0));
    Lcg rng{0x853c49e6748fea9bULL};
    std::vector<double> x(n);
    for (auto &xi : x)
        xi = 0.5 + double(rng.next() >> 11) * (1.0 / 9007199254740992.0); // [0.5, 1.5)
    Team team(x.data(), n, std::size_t(state.range(1)));
    for (auto _ : state) {
        double total = team.sum();
        benchmark::DoNotOptimize(total);
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * state.range(0));
}

std::vector<std::int64_t> pow2(int lo, int hi, int step)
{
    std::vector<std::int64_t> v;
    for (int k = lo; k <= hi; k += step)
        v.push_back(std::int64_t(1) << k);
    return v;
}

void register_suite(bool quick, int max_threads, double min_time)
{
    std::vector<std::int64_t> threads;
    for (int t = 1; t <= max_threads; t++)
        threads.push_back(t);
    // sizes 2^lo .. 2^hi in steps of 2^step. The maps stay within a core's own L2 cache
    // (8192 entries: under 400 KiB; a runner's Zen 3 EPYC has 512 KiB): past it every insert
    // misses, and in the shared L3 the time depends on what the machine's other work keeps there
    // (std::map of 2^16 keys took 15 to 33 ms on one machine in three runs). Insertion sort
    // starts past the sizes where its linear part (drawing the numbers, a mispredicted branch
    // per item) weighs. --quick keeps the same families, smaller and fewer.
    auto n_sort = quick ? pow2(10, 16, 2) : pow2(10, 18, 1);
    auto n_map = quick ? pow2(7, 13, 2) : pow2(7, 13, 1);
    auto n_hash = n_map;
    auto n_isort = quick ? pow2(8, 12, 1) : pow2(8, 13, 1);
    auto n_sum = quick ? pow2(12, 18, 2) : pow2(14, 20, 2);
    benchmark::RegisterBenchmark("BM_Sort", BM_Sort)
        ->ArgName("n")
        ->ArgsProduct({n_sort})
        ->UseRealTime()
        ->MinTime(min_time);
    benchmark::RegisterBenchmark("BM_MapInsert", BM_Insert<std::map<std::uint64_t, std::uint32_t>>)
        ->ArgName("n")
        ->ArgsProduct({n_map})
        ->UseRealTime()
        ->MinTime(min_time);
    benchmark::RegisterBenchmark("BM_HashInsert",
                                 BM_Insert<std::unordered_map<std::uint64_t, std::uint32_t>>)
        ->ArgName("n")
        ->ArgsProduct({n_hash})
        ->UseRealTime()
        ->MinTime(min_time);
    benchmark::RegisterBenchmark("BM_InsertionSort", BM_InsertionSort)
        ->ArgName("n")
        ->ArgsProduct({n_isort})
        ->UseRealTime()
        ->MinTime(min_time);
    benchmark::RegisterBenchmark("BM_ParallelSum", BM_ParallelSum)
        ->ArgNames({"n", "threads"})
        ->ArgsProduct({n_sum, threads})
        ->UseRealTime()
        ->MinTime(min_time);
}

} // namespace

int main(int argc, char **argv)
{
    bool quick = false;
    double min_time = 0.1;
    unsigned hw = std::thread::hardware_concurrency();
    int max_threads = int(std::min(4u, std::max(2u, hw)));
    std::vector<char *> rest; // what Google Benchmark reads
    for (int i = 0; i < argc; i++) {
        if (i > 0 && std::strcmp(argv[i], "--quick") == 0) {
            quick = true;
        } else if (i > 0 && std::strncmp(argv[i], "--min-time=", 11) == 0) {
            char *end = nullptr;
            min_time = std::strtod(argv[i] + 11, &end);
            if (end == argv[i] + 11 || *end != '\0' || !(min_time > 0.0 && min_time <= 60.0)) {
                std::fprintf(stderr,
                             "gbench_suite: --min-time: seconds, over 0 and at most 60, not %s\n",
                             argv[i] + 11);
                return 2;
            }
        } else if (i > 0 && std::strncmp(argv[i], "--max-threads=", 14) == 0) {
            max_threads = std::atoi(argv[i] + 14);
            if (max_threads < 1 || max_threads > 256) {
                std::fprintf(stderr, "gbench_suite: --max-threads: 1 to 256, not %s\n",
                             argv[i] + 14);
                return 2;
            }
        } else {
            rest.push_back(argv[i]);
        }
    }
    register_suite(quick, max_threads, min_time);
    int rest_argc = int(rest.size());
    rest.push_back(nullptr);
    benchmark::Initialize(&rest_argc, rest.data());
    if (benchmark::ReportUnrecognizedArguments(rest_argc, rest.data()))
        return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// bench_pipeline: figures of the whole pipeline, through the real binaries.
//
//  (a) end-to-end time of one job on a generated 100-page DOCX (≈30 000
//      words) with every engine built in the tree loaded (morphology,
//      grammar-client against a started grammar server, style);
//  (b) the host's memory (VmRSS) and thread count with 500 SSE streams open
//      on unfinished jobs (slow-engine) — the broadcaster holds idle streams
//      without a thread each;
//  (c) GET /api/checks/insights and /api/checks/history over 100 000 stored
//      remarks (written through HistoryStore into the host's database);
//  (d) `bench_pipeline load [SECONDS] [WRITERS]`, only when asked (600 s and
//      50 writers by default): writers each submit a job, read its SSE stream
//      to the end and start again, against the real host and grammar server;
//      jobs/s, p50/p99 job latency (submit → last event), errors, 503s, the
//      host's threads (the most seen, sampled each second) and its VmRSS at
//      the start and the end (a leak shows as growth). With
//      BENCH_DATABASE_URL=postgresql://… the hosts run on that (empty)
//      database, and `load SECONDS WRITERS BACKENDS` starts that many hosts
//      on it and one data directory, the writers spread over them (issue 25);
//      the CPU time of the host processes and of the PostgreSQL server's
//      processes during the run is printed too, and SQLite is measured in
//      the same run for the ratio (issue 38). Each process's CPU seconds per
//      job are printed (hosts, grammar server, PostgreSQL, the writers);
//      with cores enough (3 + backends) each gets CPU sets of its own
//      (taskset): one core each for the grammar server, PostgreSQL and the
//      writers, one per backend;
//  (e) `bench_pipeline scaling [SECONDS] [WRITERS]` (PostgreSQL): (d) with 1,
//      2 and 4 backends;
//  (f) `bench_pipeline latency`: submit → first card (the first remark a
//      writer sees) and submit → done, p50 and p99, for a one-paragraph text,
//      a 10-page and a 100-page DOCX, on SQLite and (with
//      BENCH_DATABASE_URL) PostgreSQL.
// `--baseline DIR` (after the mode) runs another build's binaries and plugins
// (DIR/bin, DIR/plugins: a previous release) beside the current ones, in
// turn A B B A, and prints the ratio — for `docx`, `load` and `latency`.
// Prints a table; not a test. Run from the build tree: bin/bench_pipeline.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "BenchFigures.hpp"
#include "ChildProcess.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "SseReader.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"
#include "book.hpp"
#include "history/HistoryStore.hpp"
#include "storage/Database.hpp"

using namespace proofreader::test;
using Clock = std::chrono::steady_clock;

namespace {

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  if (c.login("admin", HostProcess::kAdminPassword).status != 200) throw std::runtime_error("login failed");
  return c;
}

std::string submit(HttpClient& c, const std::string& field, const std::string& name,
                   const std::string& content) {
  auto [body, type] = multipart({{field, name, content}});
  auto r = c.request("POST", "/api/jobs", body, type);
  if (r.status != 202) throw std::runtime_error("submit failed: " + r.body);
  return r.json()->getValue<std::string>("job_id");
}

void wait_done(HttpClient& c, const std::string& id) {
  for (;;) {
    const auto status = c.get("/api/jobs/" + id).json()->getValue<std::string>("status");
    if (status == "done") return;
    if (status != "queued" && status != "running") throw std::runtime_error("job ended " + status);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

// The build whose binaries a stack runs: empty for this one, else the
// directory holding another build's bin/ and plugins/.
std::string grammar_binary(const std::string& build) {
  return build.empty() ? bin_path("proofreader-grammar") : build + "/bin/proofreader-grammar";
}

// The real grammar server on a free port and a host with every in-tree
// engine talking to it.
struct RealStack {
  // `database_url`: empty for SQLite in the data directory.
  explicit RealStack(int backends = 1, const std::string& database_url = {}, const std::string& build = {})
      : port(free_port()), grammar(grammar_binary(build), {"--port", std::to_string(port)}) {
    if (!ChildProcess::wait_healthy("http://127.0.0.1:" + std::to_string(port) + "/health", 30))
      throw std::runtime_error("grammar server down");
    Env env{{"PROOFREADER_ENGINES", "morphology,grammar-client,style"},
            {"PROOFREADER_GRAMMAR_URL", "http://127.0.0.1:" + std::to_string(port)},
            {"PROOFREADER_ENGINE_TIMEOUT_SECONDS", "900"}};
    if (!database_url.empty()) env["PROOFREADER_DATABASE_URL"] = database_url;
    for (int i = 0; i < backends; ++i) {
      env["PROOFREADER_NODE_NAME"] = "bench-" + std::to_string(i);
      hosts.push_back(std::make_unique<HostProcess>(env, data.path()));
      if (!build.empty()) hosts.back()->use_build(build);
      hosts.back()->start();
    }
  }
  int port;
  ChildProcess grammar;
  TempDir data;
  std::vector<std::unique_ptr<HostProcess>> hosts;
  HostProcess& host() { return *hosts.front(); }
};

// CPU seconds (user + system) a process has used, from /proc/<pid>/stat.
double cpu_seconds(long pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(in, line);
  const auto close = line.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream rest(line.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; rest >> field; ++i)
    if (i == 14 || i == 15) ticks += std::stod(field);
  return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// The first three fields of /proc/loadavg, for the figures' context.
std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return one + " " + five + " " + fifteen;
}

// The pids of the PostgreSQL server of BENCH_DATABASE_URL now: its
// postmaster (the process started with its port) and the postmaster's
// children — not other servers on the machine.
std::vector<long> postgres_pids() {
  const char* url = std::getenv("BENCH_DATABASE_URL");
  if (!url) return {};
  const std::string u = url, port = u.substr(u.rfind(':') + 1, u.rfind('/') - u.rfind(':') - 1);
  std::map<long, long> parent_of;  // postgres processes
  long postmaster = -1;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream comm(entry.path() / "comm"), cmdline(entry.path() / "cmdline"), stat(entry.path() / "stat");
    std::string command, args, line;
    std::getline(comm, command);
    if (command != "postgres") continue;
    std::getline(cmdline, args, '\x01');
    std::getline(stat, line);
    const auto close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 2));
    std::string state;
    long ppid = 0;
    rest >> state >> ppid;
    parent_of[std::stol(name)] = ppid;
    if (args.find(std::string("-p") + '\0' + port + '\0') != std::string::npos) postmaster = std::stol(name);
  }
  std::vector<long> pids;
  for (const auto& [pid, ppid] : parent_of)
    if (pid == postmaster || ppid == postmaster) pids.push_back(pid);
  return pids;
}

// CPU seconds of every PostgreSQL server process now (the postmaster and its backends).
double postgres_cpu_seconds() {
  double total = 0;
  for (long pid : postgres_pids()) total += cpu_seconds(pid);
  return total;
}

// One 100-page job on `stack`: seconds end to end, and its report.
std::pair<double, Poco::JSON::Object::Ptr> docx_job(RealStack& stack, const std::string& docx) {
  auto c = logged_in(stack.host());
  const auto start = Clock::now();
  const auto id = submit(c, "file", "book.docx", docx);
  wait_done(c, id);
  const double s = std::chrono::duration<double>(Clock::now() - start).count();
  return {s, c.get("/api/jobs/" + id + "/report").json()};
}

void print_stages(const Poco::JSON::Object::Ptr& report) {
  auto engines = report->getArray("engines");
  for (std::size_t i = 0; i < engines->size(); ++i) {
    auto e = engines->getObject(static_cast<unsigned>(i));
    std::printf("    %-16s %-8s %7lld ms\n", e->getValue<std::string>("name").c_str(),
                e->getValue<std::string>("status").c_str(), e->getValue<long long>("duration_ms"));
  }
}

// With a baseline build, both stacks run, in turn A B B A per round: the
// ratio B/A is measured under the same load.
void bench_docx_job(const std::string& baseline) {
  const auto [docx, words] = make_book();
  RealStack current;
  std::unique_ptr<RealStack> previous;
  if (!baseline.empty()) previous = std::make_unique<RealStack>(1, "", baseline);
  docx_job(current, docx);  // warm: the engines' first use
  if (previous) docx_job(*previous, docx);
  constexpr int kRounds = 3;
  std::vector<double> a, b;
  Poco::JSON::Object::Ptr report_a, report_b;
  for (int round = 0; round < kRounds; ++round) {
    for (const bool is_a : {true, false, false, true}) {
      if (!is_a && !previous) continue;
      auto [s, report] = docx_job(is_a ? current : *previous, docx);
      (is_a ? a : b).push_back(s);
      (is_a ? report_a : report_b) = report;
    }
  }
  const double s = median(a);
  std::printf("(a) 100-page DOCX job, %d words, %zu KB, engines morphology+grammar-client+style\n", words,
              docx.size() / 1024);
  std::printf("    end to end (median of %zu): %.3f s  = %.0f words/s; %zu remarks\n", a.size(), s, words / s,
              report_a->getArray("remarks")->size());
  print_stages(report_a);
  if (!previous) return;
  std::printf("    baseline %s (median of %zu, ABBA): %.3f s; %zu remarks\n", baseline.c_str(), b.size(),
              median(b), report_b->getArray("remarks")->size());
  print_stages(report_b);
  std::printf("    ratio current / baseline: %.2f (load average %s)\n", s / median(b),
              load_average().c_str());
}

void bench_open_streams() {
  constexpr int kStreams = 500;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "600000"}});
  host.start();
  auto c = logged_in(host);
  std::vector<std::string> ids;
  for (int i = 0; i < kStreams; ++i) ids.push_back(submit(c, "text", "", "Абзац, который не кончится."));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  const long rss_before = proc_status(host.pid(), "VmRSS"),
             threads_before = proc_status(host.pid(), "Threads");
  std::vector<std::unique_ptr<SseReader>> streams;
  const auto start = Clock::now();
  for (const auto& id : ids) {
    streams.push_back(
        std::make_unique<SseReader>("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session()));
    if (streams.back()->status() != 200) throw std::runtime_error("stream refused");
  }
  const double open_s = std::chrono::duration<double>(Clock::now() - start).count();
  std::this_thread::sleep_for(std::chrono::seconds(1));
  const long rss_after = proc_status(host.pid(), "VmRSS"), threads_after = proc_status(host.pid(), "Threads");
  // A stream still answers: the host is not starved of HTTP threads.
  const auto probe = Clock::now();
  const int health = c.get("/api/health").status;
  const double probe_ms = std::chrono::duration<double, std::milli>(Clock::now() - probe).count();
  std::printf("(b) %d SSE streams open on unfinished jobs (slow-engine)\n", kStreams);
  std::printf("    host VmRSS %ld → %ld KB (%.1f KB per stream); threads %ld → %ld; opened in %.2f s\n",
              rss_before, rss_after, static_cast<double>(rss_after - rss_before) / kStreams, threads_before,
              threads_after, open_s);
  std::printf("    GET /api/health with all streams open: %d in %.1f ms\n", health, probe_ms);
  streams.clear();
  host.kill();
}

void bench_insights() {
  constexpr int kChecks = 1000, kRemarksPerCheck = 100;
  HostProcess host;
  host.start();
  host.stop();  // the schema is in place; fill the database while no one else writes
  {
    proofreader::host::Database db(host.data_dir() + "/proofreader.db");
    db.migrate("host", proofreader::host::host_schema(proofreader::host::Dialect::sqlite));
    proofreader::host::HistoryStore store(db);
    const char* categories[] = {"spelling", "grammar", "punctuation", "style", "typography"};
    const char* engines[] = {"morphology", "grammar-client", "style"};
    proofreader::sdk::User admin{1, "admin", "admin"};
    auto document = std::make_shared<proofreader::sdk::Document>();
    document->blocks.push_back({0, "paragraph", std::string(2000, 'x') + " слово слово", {}, {}, 0, false, {}});
    const auto start = Clock::now();
    for (int i = 0; i < kChecks; ++i) {
      proofreader::host::PipelineResult result;
      for (int r = 0; r < kRemarksPerCheck; ++r) {
        proofreader::sdk::Remark remark;
        remark.engine = engines[r % 3];
        remark.category = categories[(r + i) % 5];
        remark.rule_id = "rule." + std::to_string(r % 40);
        remark.message = "Сообщение правила " + std::to_string(r % 40);
        result.remarks.push_back(remark);
      }
      char day[32];
      std::snprintf(day, sizeof day, "2026-%02d-%02dT10:00:00.000Z", 1 + i % 12, 1 + i % 28);
      proofreader::host::ReportInput input;
      input.job_id = "bench-" + std::to_string(i);
      input.source_kind = i % 2 ? "file" : "text";
      input.document = document.get();
      input.result = &result;
      input.finished_at = day;
      store.record(admin, input, "{}");
    }
    std::printf("(c) %d remarks in %d checks written in %.2f s\n", kChecks * kRemarksPerCheck, kChecks,
                std::chrono::duration<double>(Clock::now() - start).count());
  }
  host.start();
  auto c = logged_in(host);
  for (const char* path : {"/api/checks/insights", "/api/checks/insights?group=week",
                           "/api/checks/insights?source=file&from=2026-03-01&to=2026-06-30",
                           "/api/checks/history?page=20&per_page=50"}) {
    std::vector<double> ms;
    HttpResult r;
    for (int i = 0; i < 7; ++i) {
      const auto start = Clock::now();
      r = c.get(path);
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    if (r.status != 200) throw std::runtime_error(std::string(path) + ": " + r.body);
    std::printf("    GET %-60s %7.1f ms (median of 7)\n", path, median(ms));
  }
  auto insights = c.get("/api/checks/insights").json();
  std::printf("    insights total_remarks = %lld\n", insights->getValue<long long>("total_remarks"));
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// A fresh database on the PostgreSQL server of `cluster_url` for one run.
std::string fresh_database(const std::string& cluster_url) {
  static int runs = 0;
  const std::string name = "bench_" + std::to_string(::getpid()) + "_" + std::to_string(++runs);
  if (std::system(("psql -q '" + cluster_url + "' -c 'CREATE DATABASE " + name + "' >/dev/null").c_str()) !=
      0)
    throw std::runtime_error("cannot create the database " + name);
  return postgres_url_of(cluster_url, name);
}

// Transactions committed or rolled back on `database_url`'s database so far
// (pg_stat_database: a backend reports its own when it ends or goes idle):
// each statement outside a transaction is one, so it counts round trips of writes and reads.
long long transactions(const std::string& database_url) {
  FILE* out = ::popen(("psql -tA '" + database_url +
                       "' -c 'SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = "
                       "current_database()'")
                          .c_str(),
                      "r");
  if (!out) return 0;
  long long n = 0;
  if (std::fscanf(out, "%lld", &n) != 1) n = 0;
  ::pclose(out);
  return n;
}

// CPU sets of the load's processes: one core each for the grammar server,
// PostgreSQL and the writers, one per backend, when the machine has that
// many; else nothing is pinned.
struct Placement {
  bool pinned = false;
  std::string grammar, postgres, writers;
  std::vector<std::string> hosts;

  explicit Placement(int backends) {
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    if (cores < 3 + backends) return;
    pinned = true;
    grammar = "0";
    postgres = "1";
    writers = "2";
    for (int i = 0; i < backends; ++i) hosts.push_back(std::to_string(3 + i));
  }
};

// Every thread of `pid` on the CPUs `cpus` (taskset's list form).
void pin(long pid, const std::string& cpus) {
  const std::string command = "taskset -a -cp " + cpus + " " + std::to_string(pid) + " >/dev/null";
  if (std::system(command.c_str()) != 0) throw std::runtime_error("failed: " + command);
}

struct LoadFigures {
  std::string database;  // "SQLite" or "PostgreSQL"
  std::size_t backends = 0;
  bool pinned = false;
  double elapsed = 0;
  std::vector<double> latencies;
  long errors = 0, refused = 0;
  std::string first_error;
  long submitted = 0;          // jobs accepted (202), finished or not by the end
  long long transactions = 0;  // on PostgreSQL, during the run (the bench's own queries included)
  double cpu_hosts = 0, cpu_grammar = 0, cpu_postgres = 0, cpu_writers = 0;
  long most_threads = 0, rss_peak = 0, rss_start = 0, rss_end = 0;
  std::vector<long> rss_by_minute;

  double jobs_per_second() const { return static_cast<double>(latencies.size()) / elapsed; }
};

// `cluster_url`: empty for SQLite; else the PostgreSQL server on which a
// fresh database is made for this run. `build`: empty for this build.
LoadFigures run_load(int seconds, int writers, int backends, const std::string& cluster_url,
                     const std::string& build = {}) {
  const std::string database_url = cluster_url.empty() ? "" : fresh_database(cluster_url);
  auto stack_owner = std::make_unique<RealStack>(backends, database_url, build);
  auto& stack = *stack_owner;
  auto& host = stack.host();
  {
    auto warm = logged_in(host);
    wait_done(warm, submit(warm, "text", "", kSentences[0]));
  }
  const Placement placement(backends);
  if (placement.pinned) {
    pin(stack.grammar.pid(), placement.grammar);
    for (std::size_t i = 0; i < stack.hosts.size(); ++i) pin(stack.hosts[i]->pid(), placement.hosts[i]);
    for (long pid : postgres_pids()) pin(pid, placement.postgres);
    pin(::getpid(), placement.writers);  // the writer threads inherit it
  }
  LoadFigures f;
  f.database = cluster_url.empty() ? "SQLite" : "PostgreSQL";
  f.backends = stack.hosts.size();
  f.pinned = placement.pinned;
  f.rss_start = proc_status(host.pid(), "VmRSS");
  const auto hosts_cpu = [&] {
    double total = 0;
    for (const auto& h : stack.hosts) total += cpu_seconds(h->pid());
    return total;
  };
  // Logged in before the clock starts: a login's password hash is the costliest request there is, and
  // 50 of them at once would fill a short run.
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int w = 0; w < writers; ++w)
    clients.push_back(std::make_unique<HttpClient>(
        logged_in(*stack.hosts[static_cast<std::size_t>(w) % stack.hosts.size()])));
  const long long transactions_start = database_url.empty() ? 0 : transactions(database_url);
  const double hosts_cpu_start = hosts_cpu(), postgres_cpu_start = postgres_cpu_seconds(),
               grammar_cpu_start = cpu_seconds(stack.grammar.pid()),
               writers_cpu_start = cpu_seconds(::getpid());
  std::mutex mutex;
  std::atomic<long> errors{0}, refused{0}, submitted{0};
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::seconds(seconds);
  std::vector<std::thread> threads;
  for (int w = 0; w < writers; ++w)
    threads.emplace_back([&, w] {
      auto fail = [&](const std::string& why) {
        ++errors;
        std::lock_guard lock(mutex);
        if (f.first_error.empty()) f.first_error = why;
      };
      try {
        const HostProcess& mine = *stack.hosts[static_cast<std::size_t>(w) % stack.hosts.size()];
        auto& c = *clients[static_cast<std::size_t>(w)];
        for (int n = 0; Clock::now() < deadline; ++n) {
          std::string text;  // 3 sentences, about 300 characters, different per writer and round
          for (int s = 0; s < 3; ++s)
            text += std::string(kSentences[(w + n + s) % std::size(kSentences)]) + " ";
          const auto begun = Clock::now();
          auto [body, type] = multipart({{"text", "", text}});
          const auto r = c.request("POST", "/api/jobs", body, type);
          if (r.status == 503) {  // the queue is full: wait as told
            ++refused;
            const std::string after = r.header("Retry-After");
            std::this_thread::sleep_for(std::chrono::seconds(after.empty() ? 1 : std::stoi(after)));
            continue;
          }
          if (r.status != 202) {
            fail("submit " + std::to_string(r.status) + ": " + r.body);
            continue;
          }
          ++submitted;
          const auto id = r.json()->getValue<std::string>("job_id");
          SseReader stream("127.0.0.1", mine.port(), "/api/jobs/" + id + "/stream", c.session());
          std::string last;
          while (auto event = stream.next()) {
            last = event->name;
            if (last == "done" || last == "error" || last == "cancelled") break;
          }
          if (last != "done") {
            fail("job " + id + " ended with '" + last + "'");
            continue;
          }
          std::lock_guard lock(mutex);
          f.latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - begun).count());
        }
      } catch (const std::exception& e) {
        fail(std::string("writer stopped: ") + e.what());
      }
    });
  // The host's memory each minute: a plateau once finished jobs are evicted, steady growth for a leak.
  auto next_minute = start + std::chrono::minutes(1);
  for (auto next = start + std::chrono::seconds(1); next < deadline; next += std::chrono::seconds(1)) {
    std::this_thread::sleep_until(next);
    f.most_threads = std::max(f.most_threads, proc_status(host.pid(), "Threads"));
    f.rss_peak = std::max(f.rss_peak, proc_status(host.pid(), "VmRSS"));
    if (next >= next_minute) {
      f.rss_by_minute.push_back(proc_status(host.pid(), "VmRSS"));
      next_minute += std::chrono::minutes(1);
    }
  }
  for (auto& t : threads) t.join();
  f.elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  f.cpu_hosts = hosts_cpu() - hosts_cpu_start;
  f.cpu_postgres = cluster_url.empty() ? 0 : postgres_cpu_seconds() - postgres_cpu_start;
  f.cpu_grammar = cpu_seconds(stack.grammar.pid()) - grammar_cpu_start;
  f.cpu_writers = cpu_seconds(::getpid()) - writers_cpu_start;
  f.rss_end = proc_status(host.pid(), "VmRSS");
  f.errors = errors;
  f.refused = refused;
  f.submitted = submitted;
  if (placement.pinned) pin(::getpid(), "0-" + std::to_string(std::thread::hardware_concurrency() - 1));
  stack_owner.reset();  // the hosts' connections close and report their counts
  if (!database_url.empty()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    f.transactions = transactions(database_url) - transactions_start;
  }
  return f;
}

void print_load(const LoadFigures& f, int writers, const std::string& label) {
  const double jobs = std::max<double>(1, static_cast<double>(f.latencies.size()));
  std::printf(
      "(d) load%s: %d writers for %.0f s, each submitting a ~300-character job and reading its SSE stream; "
      "%s, %zu backend(s), %s\n",
      label.c_str(), writers, f.elapsed, f.database.c_str(), f.backends,
      f.pinned ? "each process on its own CPU set" : "nothing pinned");
  std::printf(
      "    jobs done %zu = %.1f jobs/s; latency p50 %.0f ms, p99 %.0f ms; errors %ld; 503 (queue full) %ld\n",
      f.latencies.size(), f.jobs_per_second(), percentile(f.latencies, 0.5), percentile(f.latencies, 0.99),
      f.errors, f.refused);
  std::printf(
      "    CPU s (%% of one core): hosts %.1f (%.0f%%), grammar %.1f (%.0f%%), PostgreSQL %.1f (%.0f%%), "
      "writers %.1f (%.0f%%)\n",
      f.cpu_hosts, 100 * f.cpu_hosts / f.elapsed, f.cpu_grammar, 100 * f.cpu_grammar / f.elapsed,
      f.cpu_postgres, 100 * f.cpu_postgres / f.elapsed, f.cpu_writers, 100 * f.cpu_writers / f.elapsed);
  std::printf("    CPU ms per job: hosts %.2f, grammar %.2f, PostgreSQL %.2f, writers %.2f\n",
              1000 * f.cpu_hosts / jobs, 1000 * f.cpu_grammar / jobs, 1000 * f.cpu_postgres / jobs,
              1000 * f.cpu_writers / jobs);
  if (f.transactions)
    std::printf("    PostgreSQL transactions per submitted job %.1f (%lld in all, %ld jobs)\n",
                static_cast<double>(f.transactions) / static_cast<double>(std::max(1L, f.submitted)),
                f.transactions, f.submitted);
  std::printf("    host threads at most %ld; VmRSS at most %ld KB\n", f.most_threads, f.rss_peak);
  std::printf("    host VmRSS %ld KB at the start, %ld KB at the end; each minute:", f.rss_start, f.rss_end);
  for (long kb : f.rss_by_minute) std::printf(" %ld", kb);
  std::printf(" KB\n");
  if (!f.first_error.empty()) std::printf("    first error: %s\n", f.first_error.c_str());
}

std::string cluster_url() {
  const char* url = std::getenv("BENCH_DATABASE_URL");
  return url ? url : "";
}

// SQLite, and PostgreSQL with `backends` when BENCH_DATABASE_URL names a
// server, in one run; with a baseline build each in turn A B B A.
void bench_load(int seconds, int writers, int backends, const std::string& baseline) {
  std::vector<std::string> databases{""};
  if (!cluster_url().empty()) databases.push_back(cluster_url());
  std::map<std::string, std::vector<double>> rates;  // by "database build"
  for (const auto& database : databases) {
    const int n = database.empty() ? 1 : backends;
    for (const bool is_a : {true, false, false, true}) {
      if (!is_a && baseline.empty()) continue;
      if (is_a && baseline.empty() && !rates[database + " A"].empty()) continue;
      const auto f = run_load(seconds, writers, n, database, is_a ? "" : baseline);
      print_load(f, writers, is_a ? "" : " [baseline]");
      rates[database + (is_a ? " A" : " B")].push_back(f.jobs_per_second());
    }
  }
  const auto mean = [](const std::vector<double>& v) {
    double sum = 0;
    for (double x : v) sum += x;
    return v.empty() ? 0 : sum / static_cast<double>(v.size());
  };
  std::printf("    load average %s\n", load_average().c_str());
  for (const char* side : {" A", " B"}) {
    if (*side && side[1] == 'B' && baseline.empty()) continue;
    const double sqlite = mean(rates[std::string("") + side]);
    std::printf("    %s: SQLite %.1f jobs/s", side[1] == 'A' ? "current" : "baseline", sqlite);
    if (databases.size() > 1) {
      const double pg = mean(rates[databases[1] + side]);
      std::printf(", PostgreSQL (%d backend(s)) %.1f jobs/s = %.2f× SQLite", backends, pg, pg / sqlite);
    }
    std::printf("\n");
  }
}

// PostgreSQL with 1, 2 and 4 backends, each run on a fresh database.
void bench_scaling(int seconds, int writers) {
  if (cluster_url().empty()) throw std::runtime_error("scaling needs BENCH_DATABASE_URL");
  for (int backends : {1, 2, 4}) print_load(run_load(seconds, writers, backends, cluster_url()), writers, "");
  std::printf("    load average %s\n", load_average().c_str());
}

// Submit → first card and submit → done for one document, `runs` times one
// after another.
void first_card(RealStack& stack, const std::string& field, const std::string& name,
                const std::string& content, int runs, std::vector<double>& card_ms,
                std::vector<double>& done_ms) {
  auto c = logged_in(stack.host());
  for (int i = 0; i < runs; ++i) {
    const auto begun = Clock::now();
    const auto id = submit(c, field, name, content);
    SseReader stream("127.0.0.1", stack.host().port(), "/api/jobs/" + id + "/stream", c.session());
    bool carded = false;
    while (auto event = stream.next()) {
      const double ms = std::chrono::duration<double, std::milli>(event->at - begun).count();
      if (event->name == "card" && !carded) {
        card_ms.push_back(ms);
        carded = true;
      }
      if (event->name == "done") {
        done_ms.push_back(ms);
        break;
      }
      if (event->name == "error" || event->name == "cancelled")
        throw std::runtime_error("job " + event->name);
    }
    if (!carded) throw std::runtime_error("a job with no card: " + name);
  }
}

void bench_latency(const std::string& baseline) {
  struct Doc {
    const char* label;
    std::string field, name, content;
    int runs;
  };
  const std::string paragraph = std::string(kSentences[2]) + " " + kSentences[3] + " " + kSentences[5];
  const std::vector<Doc> docs{{"1 paragraph", "text", "", paragraph, 40},
                              {"10-page DOCX", "file", "ten.docx", make_book(10).first, 20},
                              {"100-page DOCX", "file", "book.docx", make_book(100).first, 8}};
  std::vector<std::string> databases{""};
  if (!cluster_url().empty()) databases.push_back(cluster_url());
  std::printf("(f) first-card latency: submit → first card, submit → done (one job at a time)\n");
  for (const auto& database : databases) {
    for (const bool is_a : {true, false}) {
      if (!is_a && baseline.empty()) continue;
      RealStack stack(1, database.empty() ? "" : fresh_database(database), is_a ? "" : baseline);
      for (const auto& doc : docs) {
        std::vector<double> card, done, ignored;
        first_card(stack, doc.field, doc.name, doc.content, 1, ignored, ignored);  // warm
        first_card(stack, doc.field, doc.name, doc.content, doc.runs, card, done);
        std::printf(
            "    %-10s %-8s %-14s first card p50 %6.1f ms p99 %6.1f ms; done p50 %6.1f ms (%d runs)\n",
            database.empty() ? "SQLite" : "PostgreSQL", is_a ? "current" : "baseline", doc.label,
            percentile(card, 0.5), percentile(card, 0.99), percentile(done, 0.5), doc.runs);
      }
    }
  }
  std::printf("    load average %s\n", load_average().c_str());
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string baseline;
  if (auto it = std::find(args.begin(), args.end(), "--baseline"); it != args.end() && it + 1 != args.end()) {
    baseline = *(it + 1);
    args.erase(it, it + 2);
  }
  const std::string only = args.empty() ? "" : args[0];
  const auto number = [&](std::size_t i, int fallback) {
    return args.size() > i ? std::stoi(args[i]) : fallback;
  };
  try {
    if (only == "load") {
      bench_load(number(1, 600), number(2, 50), number(3, 1), baseline);
      return 0;
    }
    if (only == "scaling") {
      bench_scaling(number(1, 30), number(2, 50));
      return 0;
    }
    if (only == "latency") {
      bench_latency(baseline);
      return 0;
    }
    if (only.empty() || only == "insights") bench_insights();
    if (only.empty() || only == "streams") bench_open_streams();
    if (only.empty() || only == "docx") bench_docx_job(baseline);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_pipeline: %s\n", e.what());
    return 1;
  }
  return 0;
}

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
//      processes during the run is printed too.
// Prints a table; not a test. Run from the build tree: bin/bench_pipeline.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
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

// The real grammar server on a free port and a host with every in-tree
// engine talking to it.
struct RealStack {
  // `database_url`: empty for SQLite in the data directory.
  explicit RealStack(int backends = 1, const std::string& database_url = {})
      : port(free_port()), grammar(bin_path("proofreader-grammar"), {"--port", std::to_string(port)}) {
    if (!ChildProcess::wait_healthy("http://127.0.0.1:" + std::to_string(port) + "/health", 30))
      throw std::runtime_error("grammar server down");
    Env env{{"PROOFREADER_ENGINES", "morphology,grammar-client,style"},
            {"PROOFREADER_GRAMMAR_URL", "http://127.0.0.1:" + std::to_string(port)},
            {"PROOFREADER_ENGINE_TIMEOUT_SECONDS", "900"}};
    if (!database_url.empty()) env["PROOFREADER_DATABASE_URL"] = database_url;
    for (int i = 0; i < backends; ++i) {
      env["PROOFREADER_NODE_NAME"] = "bench-" + std::to_string(i);
      hosts.push_back(std::make_unique<HostProcess>(env, data.path()));
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

// CPU seconds of every PostgreSQL server process now (the postmaster and its backends).
double postgres_cpu_seconds() {
  double total = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream comm(entry.path() / "comm");
    std::string command;
    std::getline(comm, command);
    if (command == "postgres") total += cpu_seconds(std::stol(name));
  }
  return total;
}

void bench_docx_job() {
  RealStack stack;
  auto& host = stack.host();
  auto c = logged_in(host);
  const auto [docx, words] = make_book();
  constexpr int kRuns = 3;
  std::vector<double> seconds;
  std::string last;
  for (int i = 0; i < kRuns; ++i) {
    const auto start = Clock::now();
    last = submit(c, "file", "book.docx", docx);
    wait_done(c, last);
    seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
  }
  auto report = c.get("/api/jobs/" + last + "/report").json();
  const double s = median(seconds);
  std::printf("(a) 100-page DOCX job, %d words, %zu KB, engines morphology+grammar-client+style\n", words,
              docx.size() / 1024);
  std::printf("    end to end (median of %d): %.2f s  = %.0f words/s; %zu remarks\n", kRuns, s, words / s,
              report->getArray("remarks")->size());
  auto engines = report->getArray("engines");
  for (std::size_t i = 0; i < engines->size(); ++i) {
    auto e = engines->getObject(static_cast<unsigned>(i));
    std::printf("    %-16s %-8s %7lld ms\n", e->getValue<std::string>("name").c_str(),
                e->getValue<std::string>("status").c_str(), e->getValue<long long>("duration_ms"));
  }
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
    document->blocks.push_back({0, "paragraph", std::string(2000, 'x') + " слово слово", {}, {}});
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

void bench_load(int seconds, int writers, int backends) {
  const char* url = std::getenv("BENCH_DATABASE_URL");
  RealStack stack(backends, url ? url : "");
  auto& host = stack.host();
  {
    auto warm = logged_in(host);
    wait_done(warm, submit(warm, "text", "", kSentences[0]));
  }
  const long rss_start = proc_status(host.pid(), "VmRSS");
  const auto hosts_cpu = [&] {
    double total = 0;
    for (const auto& h : stack.hosts) total += cpu_seconds(h->pid());
    return total;
  };
  const double hosts_cpu_start = hosts_cpu(), postgres_cpu_start = postgres_cpu_seconds();
  std::mutex mutex;
  std::vector<double> latencies;
  std::atomic<long> errors{0}, refused{0};
  std::string first_error;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::seconds(seconds);
  std::vector<std::thread> threads;
  for (int w = 0; w < writers; ++w)
    threads.emplace_back([&, w] {
      auto fail = [&](const std::string& why) {
        ++errors;
        std::lock_guard lock(mutex);
        if (first_error.empty()) first_error = why;
      };
      try {
        const HostProcess& mine = *stack.hosts[static_cast<std::size_t>(w) % stack.hosts.size()];
        auto c = logged_in(mine);
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
          latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - begun).count());
        }
      } catch (const std::exception& e) {
        fail(std::string("writer stopped: ") + e.what());
      }
    });
  // The host's memory each minute: a plateau once finished jobs are evicted, steady growth for a leak.
  std::vector<long> rss_by_minute;
  long most_threads = 0, rss_peak = 0;
  auto next_minute = start + std::chrono::minutes(1);
  for (auto next = start + std::chrono::seconds(1); next < deadline; next += std::chrono::seconds(1)) {
    std::this_thread::sleep_until(next);
    most_threads = std::max(most_threads, proc_status(host.pid(), "Threads"));
    rss_peak = std::max(rss_peak, proc_status(host.pid(), "VmRSS"));
    if (next >= next_minute) {
      rss_by_minute.push_back(proc_status(host.pid(), "VmRSS"));
      next_minute += std::chrono::minutes(1);
    }
  }
  for (auto& t : threads) t.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  const double hosts_cpu_used = hosts_cpu() - hosts_cpu_start,
               postgres_cpu_used = postgres_cpu_seconds() - postgres_cpu_start;
  const long rss_end = proc_status(host.pid(), "VmRSS");
  std::printf(
      "(d) load: %d writers for %.0f s, each submitting a ~300-character job and reading its SSE stream; "
      "%s, %zu backend(s)\n",
      writers, elapsed, url && *url ? "PostgreSQL" : "SQLite", stack.hosts.size());
  std::printf("    CPU: hosts %.1f s (%.0f%% of one core), PostgreSQL server %.1f s (%.0f%%)\n",
              hosts_cpu_used, 100 * hosts_cpu_used / elapsed, postgres_cpu_used,
              100 * postgres_cpu_used / elapsed);
  std::printf(
      "    jobs done %zu = %.1f jobs/s; latency p50 %.0f ms, p99 %.0f ms; errors %ld; 503 (queue full) %ld\n",
      latencies.size(), static_cast<double>(latencies.size()) / elapsed, percentile(latencies, 0.5),
      percentile(latencies, 0.99), errors.load(), refused.load());
  std::printf("    host threads at most %ld; VmRSS at most %ld KB\n", most_threads, rss_peak);
  std::printf("    host VmRSS %ld KB at the start, %ld KB at the end; each minute:", rss_start, rss_end);
  for (long kb : rss_by_minute) std::printf(" %ld", kb);
  std::printf(" KB\n");
  if (!first_error.empty()) std::printf("    first error: %s\n", first_error.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const std::string only = argc > 1 ? argv[1] : "";
  try {
    if (only == "load") {
      bench_load(argc > 2 ? std::stoi(argv[2]) : 600, argc > 3 ? std::stoi(argv[3]) : 50,
                 argc > 4 ? std::stoi(argv[4]) : 1);
      return 0;
    }
    if (only.empty() || only == "insights") bench_insights();
    if (only.empty() || only == "streams") bench_open_streams();
    if (only.empty() || only == "docx") bench_docx_job();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_pipeline: %s\n", e.what());
    return 1;
  }
  return 0;
}

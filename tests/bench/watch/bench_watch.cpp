// bench_watch [all|speed|memory] [pages of the memory group] [runs of the memory group]
//
// The page watching section through the real host binary and a local site (a
// LocalHttpServer reached through PROOFREADER_FETCH_ALLOWLIST) whose pages are
// generated: about 2 KB of Russian text in six paragraphs, one of which
// changes with the site's generation. Prints:
//  - pages per second of a 200-page group on the one site: with the default
//    per-host limit (2 at a time, 250 ms between request starts) and with the
//    limit off, for a first run (every page new), a run where every page
//    changed and a run where none did (with the limit off, medians of 3
//    each; with it, one each: the limit sets the pace); the runs are
//    proofread by the morphology and style engines through submit_check;
//  - the backend's resident memory (VmRSS and its peak VmHWM) and the watch
//    store's size while it holds 30 snapshots of each of 1 000 pages (30 runs
//    in which every page changed; proofreading off, see below).
// The memory group is not proofread: every changed page would be a check job
// (30 000 of them), and the jobs held in memory would be measured along with
// the watch section.
#include <Poco/JSON/Object.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "BenchFigures.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "LocalHttpServer.hpp"

using namespace proofreader::test;
using Clock = std::chrono::steady_clock;

namespace {

const char* kParagraphs[] = {
    "Сервер хранит файлы пользователей в каталоге данных и создаёт резервную копию каждую ночь.",
    "Чтобы изменить настройки, откройте раздел «Параметры» и выберите нужный пункт меню.",
    "Журнал событий показывает ошибки доступа, сообщения служб и предупреждения системы.",
    "Обновление устанавливается автоматически, если администратор не отключил эту функцию.",
    "Пароль должен содержать не менее двенадцати символов, среди них цифры и буквы.",
};

// The site: /p/<n> is page n of the current generation.
class Site {
 public:
  Site() : server_([this] { return new Handler(*this); }, 16) {}
  void next_generation() { ++generation_; }
  std::string url(int page) const { return server_.url("/p/" + std::to_string(page)); }

 private:
  struct Handler : Poco::Net::HTTPRequestHandler {
    explicit Handler(const Site& site) : site(site) {}
    void handleRequest(Poco::Net::HTTPServerRequest& request,
                       Poco::Net::HTTPServerResponse& response) override {
      const std::string page = request.getURI().substr(request.getURI().rfind('/') + 1);
      std::string body = "<html><body><h1>Страница " + page + "</h1>";
      for (const char* p : kParagraphs) body += "<p>" + std::string(p) + "</p>";
      body += "<p>Редакция " + std::to_string(site.generation_.load()) + " страницы " + page +
              ": изменения вносятся по мере выхода новых версий.</p></body></html>";
      response.setContentType("text/html; charset=utf-8");
      response.sendBuffer(body.data(), body.size());
    }
    const Site& site;
  };
  std::atomic<int> generation_ = 1;
  LocalHttpServer server_;  // last: stopped before what its handlers use
};

Env watch_env(Env extra) {
  Env env{{"PROOFREADER_SECTIONS", "watch"},
          {"FEATURE_WATCH", "true"},
          {"PROOFREADER_ENGINES", "morphology,style"},
          {"PROOFREADER_FETCH_ALLOWLIST", "127.0.0.1"}};
  for (auto& [k, v] : extra) env[k] = v;
  return env;
}

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  if (c.login("admin", HostProcess::kAdminPassword).status != 200) throw std::runtime_error("login failed");
  return c;
}

// A group of `pages` pages of the site; returns its id.
std::int64_t make_group(HttpClient& c, const Site& site, int pages, bool proofread) {
  auto r = c.post_json("/api/watch/groups",
                       std::string(R"({"name":"bench","schedule":"manual","options":{"proofread":)") +
                           (proofread ? "true" : "false") + "}}");
  const auto group = r.json()->getValue<std::int64_t>("id");
  std::string text;
  for (int i = 0; i < pages; ++i) text += site.url(i) + "\n";
  Poco::JSON::Object body;
  body.set("text", text);
  std::ostringstream json;
  body.stringify(json);
  auto imported = c.post_json("/api/watch/groups/" + std::to_string(group) + "/import", json.str());
  if (imported.json()->getArray("created")->size() != static_cast<std::size_t>(pages))
    throw std::runtime_error("import failed: " + imported.body);
  return group;
}

// Runs the group and waits for its end; returns the seconds and checks that
// every page had `expected` as its outcome.
double run_group(HttpClient& c, std::int64_t group, int pages, const std::string& expected) {
  const auto start = Clock::now();
  auto started = c.request("POST", "/api/watch/groups/" + std::to_string(group) + "/run");
  if (started.status != 202)
    throw std::runtime_error("run refused: " + std::to_string(started.status) + " " + started.body);
  const auto run_id = std::to_string(started.json()->getValue<std::int64_t>("run_id"));
  const auto job_id = started.json()->getValue<std::string>("job_id");
  for (;;) {
    auto answer = c.get("/api/watch/runs/" + run_id);
    if (answer.status != 200)
      throw std::runtime_error("run " + run_id + ": " + std::to_string(answer.status) + " " + answer.body);
    auto run = answer.json();
    const auto status = run->getValue<std::string>("status");
    if (status != "queued" && status != "running") {
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      // The run's job ends a moment after the run's row says so; the group
      // takes its next run only then (409 run_in_progress before).
      while (c.get("/api/jobs/" + job_id).json()->getValue<std::string>("status") == "running")
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      const int seen = run->getValue<int>(expected);
      if (status != "done" || seen != pages)
        throw std::runtime_error("run " + run_id + ": " + status + ", " + std::to_string(seen) + " of " +
                                 std::to_string(pages) + " " + expected);
      return seconds;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

double memory_mb(pid_t pid, const std::string& field) {
  return static_cast<double>(proc_status(pid, field)) / 1024.0;
}

double store_mb(const HostProcess& host) {
  double bytes = 0;
  for (const auto& f : std::filesystem::directory_iterator(host.data_dir() + "/plugins/watch"))
    if (f.path().filename().string().rfind("store.db", 0) == 0) bytes += static_cast<double>(f.file_size());
  return bytes / 1e6;
}

// `rounds` pairs of a changed and an unchanged run follow the first one.
void pages_per_second(Site& site, const char* label, Env limits, int rounds) {
  const int pages = 200;
  HostProcess host(watch_env(std::move(limits)));
  host.start();
  auto c = logged_in(host);
  const auto group = make_group(c, site, pages, true);
  const double first = run_group(c, group, pages, "new");
  std::vector<double> changed, unchanged;
  for (int round = 0; round < rounds; ++round) {
    site.next_generation();
    changed.push_back(run_group(c, group, pages, "changed"));
    unchanged.push_back(run_group(c, group, pages, "unchanged"));
  }
  std::printf(
      "%s, 200 pages: first run %.1f pages/s (%.2f s); changed %.1f pages/s; unchanged %.1f pages/s\n", label,
      pages / first, first, pages / median(changed), pages / median(unchanged));
}

}  // namespace

int main(int argc, char** argv) {
  const std::string part = argc > 1 ? argv[1] : "all";
  const int memory_pages = argc > 2 ? std::stoi(argv[2]) : 1000;
  const int memory_runs = argc > 3 ? std::stoi(argv[3]) : 30;
  const Env no_limit{
      {"WATCH_HOST_CONCURRENCY", "8"}, {"WATCH_HOST_DELAY_MS", "0"}, {"WATCH_RUN_PARALLEL", "8"}};
  try {
    Site site;
    if (part != "memory") {
      pages_per_second(site, "default per-host limit (2 at a time, 250 ms apart)", {}, 1);
      pages_per_second(site, "per-host limit off (8 at a time, no delay, 8 per run)", no_limit, 3);
    }
    if (part == "speed") return 0;

    HostProcess host(watch_env(no_limit));
    host.start();
    auto c = logged_in(host);
    const auto group = make_group(c, site, memory_pages, false);
    std::printf("memory: host RSS %.1f MB, peak %.1f MB before the first run\n",
                memory_mb(host.pid(), "VmRSS"), memory_mb(host.pid(), "VmHWM"));
    std::vector<double> seconds;
    for (int run = 1; run <= memory_runs; ++run) {
      if (run > 1) site.next_generation();
      seconds.push_back(run_group(c, group, memory_pages, run == 1 ? "new" : "changed"));
      if (run == 1 || run % 10 == 0)
        std::printf(
            "memory: after %d runs (%d snapshots of each of %d pages): RSS %.1f MB, peak %.1f MB, store %.1f "
            "MB\n",
            run, run, memory_pages, memory_mb(host.pid(), "VmRSS"), memory_mb(host.pid(), "VmHWM"),
            store_mb(host));
    }
    std::printf("memory group: median %.1f pages/s over %d runs of %d pages (not proofread)\n",
                memory_pages / median(seconds), memory_runs, memory_pages);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_watch: %s\n", e.what());
    return 1;
  }
  return 0;
}

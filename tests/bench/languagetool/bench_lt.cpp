// bench_lt [requests]: a 1 KB Russian paragraph checked the way LanguageTool
// clients check it while the writer types — POST /v2/check, one paragraph a
// request, the body as LibreOffice sends it, with a personal API key —
// through the real nginx and host (morphology, grammar-client and style
// engines: the whole deterministic pipeline), with 1 and 16 clients at once;
// then the same against the grammar server alone. Prints p50, p99 and
// throughput for each (docs/performance-lt.md).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;
using Clock = std::chrono::steady_clock;

namespace {

// About 1 KB of UTF-8: a paragraph of a technical document, with the kinds of
// slips the engines look for (agreement, a comma, quotes, a repeated word).
const std::string kParagraph =
    "Для установки сервиса администратор должен подготовить сервер с операционной системой Debian 12 и "
    "открыть порт 3080 в межсетевом экране. После этого нужно скачать архив с сайта и распаковать его в "
    "каталог /opt/proofreader, а затем запустить скрипт установки который проверит зависимости. Мы купили "
    "пять компьютер для тестового стенда. Если проверка прошла успешно, нажмите \"Далее\" и дождитесь "
    "окончания установки. Настройки хранятся в файле конфигурации, его можно изменить в любой момент. "
    "Журнал работы сервиса пишется в каталог данных и ротируется ежедневно, старые файлы сжимаются.";

struct Figures {
  double p50 = 0, p99 = 0, per_second = 0;
};

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// `clients` threads, each sending `requests` checks to `base_url`.
Figures measure(const std::string& base_url, const std::string& body, int clients, int requests) {
  std::vector<std::vector<double>> times(static_cast<std::size_t>(clients));
  std::atomic<int> failures{0};
  const auto start = Clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c)
    threads.emplace_back([&, c] {
      HttpClient client(base_url);
      for (int i = 0; i < requests; ++i) {
        const auto t0 = Clock::now();
        const auto r = client.request("POST", "/v2/check", body, "application/x-www-form-urlencoded");
        times[static_cast<std::size_t>(c)].push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (r.status != 200) ++failures;
      }
    });
  for (auto& t : threads) t.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (failures > 0) throw std::runtime_error(std::to_string(failures.load()) + " requests failed");
  std::vector<double> all;
  for (const auto& t : times) all.insert(all.end(), t.begin(), t.end());
  return {percentile(all, 0.5), percentile(all, 0.99), static_cast<double>(all.size()) / seconds};
}

void report(const char* what, int clients, const Figures& f) {
  std::printf("%-38s %2d client(s): p50 %7.1f ms  p99 %7.1f ms  %7.1f checks/s\n", what, clients, f.p50,
              f.p99, f.per_second);
}

}  // namespace

int main(int argc, char** argv) {
  const int requests = argc > 1 ? std::stoi(argv[1]) : 200;
  GrammarServer grammar;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "morphology,grammar-client,style"},
                       {"PROOFREADER_GRAMMAR_URL", grammar.url()},
                       {"PROOFREADER_API_KEY_REQUESTS_PER_MINUTE", "1000000"},
                       {"PROOFREADER_LOG_LEVEL", "warning"}});
  host.start();
  NginxProcess nginx(loopback(host.port()));
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto writer = new_user(host.base_url(), admin, "writer");
  const auto key = writer.post_json("/api/keys", R"({"name":"bench"})").json()->getValue<std::string>("key");

  std::printf("paragraph: %zu bytes of UTF-8; %d requests per client (16 clients: %d each)\n",
              kParagraph.size(), requests, std::max(1, requests / 4));
  const std::string lt_body = "text=" + kParagraph + "&language=ru-RU&username=writer&apiKey=" + key;
  const std::string grammar_body = "text=" + kParagraph + "&language=ru-RU";
  measure(nginx.base_url(), lt_body, 1, 20);  // warm-up: caches, connections, the engine pool
  measure(grammar.url(), grammar_body, 1, 20);
  for (int clients : {1, 16}) {
    const int each = clients == 1 ? requests : std::max(1, requests / 4);
    report("/v2/check via nginx, whole pipeline", clients, measure(nginx.base_url(), lt_body, clients, each));
    report("grammar server alone", clients, measure(grammar.url(), grammar_body, clients, each));
  }
  return 0;
}

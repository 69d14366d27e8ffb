// bench_grammar: figures for the grammar server, side by side in one run.
//
//  - start-up time of proofreader-grammar (launch → /health) and its resident memory;
//  - POST /v2/check throughput (characters/s) and p50/p99 latency for 1 KB and 100 KB texts
//    at 1 and 8 concurrent clients;
//  - spelling words/s of the Speller against the hunspell command-line program on the same words;
//  - suggestion latency: our fast search against hunspell's suggest().
//
// Usage: bench_grammar [--corpus FILE]   (FILE: UTF-8 Russian text; default: a built-in sample)
#include <Poco/Process.h>
#include <Poco/URI.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <hunspell/hunspell.hxx>
#include <iostream>
#include <proofreader/russian/tokenizer.hpp>
#include <sstream>
#include <thread>

#include "checked_text.hpp"
#include "grammar_server_process.hpp"
#include "morphology_loader.hpp"
#include "speller.hpp"

using namespace proofreader;
using Clock = std::chrono::steady_clock;

namespace {

// Ordinary technical Russian with the usual share of slips, used when no corpus is given.
const char* const kSample =
    "Чтобы установить пакет, откройте терминал и выполните команду установки. "
    "Сервер сохраняет настройки в файле конфигурации, который находится в каталоге приложения. "
    "Если служба не запускается, проверьте журнал: в нём указана причина ошибки. "
    "Убедитесь что у пользователя есть права на запись в этот каталог. "
    "Перед обновлением сделайте резервную копию базы данных и остановите все фоновые задачи. "
    "Модуль экспорта поддерживает форматы PDF и DOCX, а также простой текст. "
    "Откройте настроики профиля и укажите адрес электронной почты. "
    "Редактор - это человек, который готовит текст к публикации. "
    "После перезапуска изменения вступят в силу, и уведомление появится в правом верхнем углу экрана. "
    "Документация описывает все функции продукта и содержит примеры для типичных сценариев.\n";

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * (v.size() - 1) + 0.5))];
}

// The first `bytes` bytes of the corpus repeated, cut at a word boundary.
std::string text_of_size(const std::string& corpus, std::size_t bytes) {
  std::string out;
  while (out.size() < bytes) out += corpus;
  std::size_t cut = out.rfind(' ', bytes);
  out.resize(cut == std::string::npos ? bytes : cut);
  return out;
}

std::string form_body(const std::string& text) {
  std::string encoded;
  Poco::URI::encode(text, "!#$&'()*+,/:;=?@[]", encoded);
  return "language=ru-RU&text=" + encoded;
}

long rss_kb(int pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

void bench_check(const testing::GrammarServerProcess& server, const std::string& text, const char* label,
                 int clients, int requests_per_client) {
  const std::string body = form_body(text);
  const int chars = russian::code_points(text);
  std::vector<std::vector<double>> latencies(clients);
  const auto start = Clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c)
    threads.emplace_back([&, c] {
      for (int r = 0; r < requests_per_client; ++r) {
        const auto t = Clock::now();
        const auto res = server.request("POST", "/v2/check", body);
        if (res.status != 200) throw std::runtime_error("check failed: " + res.body);
        latencies[c].push_back(ms_since(t));
      }
    });
  for (auto& t : threads) t.join();
  const double wall_s = ms_since(start) / 1000;
  std::vector<double> all;
  for (const auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  const double total_chars = static_cast<double>(chars) * all.size();
  std::printf("  %-7s %d client%s  %5zu requests  %10.0f chars/s  p50 %8.2f ms  p99 %8.2f ms\n", label,
              clients, clients == 1 ? " " : "s", all.size(), total_chars / wall_s, percentile(all, 0.5),
              percentile(all, 0.99));
}

std::vector<std::string> cyrillic_words(const std::string& corpus, std::size_t limit) {
  std::vector<std::string> words;
  for (const auto& t : russian::tokenize(corpus).tokens) {
    if (t.kind != russian::Token::Kind::word || static_cast<unsigned char>(t.text[0]) < 0xD0) continue;
    words.push_back(t.text);
    if (words.size() == limit) break;
  }
  return words;
}

// Seconds the hunspell program takes to list the misspelt words of `file`.
double hunspell_cli_seconds(const std::string& file) {
  const auto t = Clock::now();
  const std::string cmd = "hunspell -d /usr/share/hunspell/ru_RU -l < " + file + " > /dev/null";
  if (std::system(cmd.c_str()) != 0) return -1;
  return ms_since(t) / 1000;
}

}  // namespace

int main(int argc, char** argv) {
  std::string corpus = kSample;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--corpus") {
      std::ifstream in(argv[i + 1]);
      std::stringstream s;
      s << in.rdbuf();
      corpus = s.str();
    }

  std::printf("proofreader-grammar bench (corpus: %zu bytes)\n\n", corpus.size());
  const auto launch = Clock::now();
  testing::GrammarServerProcess server(
      std::map<std::string, std::string>{{"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "400000"}});
  std::printf("start-up: %.0f ms to a healthy /health (goal < 5000 ms)\n", ms_since(launch));
  std::printf("resident memory after start: %.1f MB\n\n", rss_kb(server.pid()) / 1024.0);

  const std::string small = text_of_size(corpus, 1024);
  const std::string large = text_of_size(corpus, 100 * 1024);
  std::printf("/v2/check (%d and %d characters):\n", russian::code_points(small),
              russian::code_points(large));
  server.request("POST", "/v2/check", form_body(large));  // warm caches
  bench_check(server, small, "1 KB", 1, 400);
  bench_check(server, small, "1 KB", 8, 100);
  bench_check(server, large, "100 KB", 1, 10);
  bench_check(server, large, "100 KB", 8, 4);
  std::printf("resident memory after the load: %.1f MB (goal < 300 MB)\n\n", rss_kb(server.pid()) / 1024.0);

  // Spelling: the same words through our Speller and through the hunspell program.
  auto morphology = grammar::load_morphology(PROOFREADER_MORPHOLOGY_DICT);
  grammar::Speller speller("/usr/share/hunspell/ru_RU", "/usr/share/hunspell/en_US", morphology, {});
  std::vector<std::string> words = cyrillic_words(text_of_size(corpus, 2 << 20), 200000);
  const std::string word_file = "/tmp/bench_grammar_words.txt";
  {
    std::ofstream out(word_file);
    for (const auto& w : words) out << w << '\n';
  }
  auto t = Clock::now();
  std::size_t unknown = 0;
  for (const auto& w : words) unknown += !speller.correct(w);
  const double ours_s = ms_since(t) / 1000;
  const double cli_s = hunspell_cli_seconds(word_file);
  { std::ofstream(word_file + ".empty"); }
  const double cli_load_s = hunspell_cli_seconds(word_file + ".empty");
  std::printf("spelling %zu words (%zu unknown):\n", words.size(), unknown);
  std::printf("  Speller (morphology + hunspell library)   %10.0f words/s\n", words.size() / ours_s);
  std::printf("  hunspell -l (program, incl. %.2f s load)  %10.0f words/s  (%.0f words/s without the load)\n",
              cli_load_s, words.size() / cli_s, words.size() / std::max(1e-9, cli_s - cli_load_s));
  std::printf("  ratio Speller / hunspell program: %.1f×\n\n", cli_s / ours_s);

  // Suggestions for misspellings made from real words: a letter dropped or two swapped.
  std::vector<std::string> misspelt;
  for (const auto& w : cyrillic_words(corpus, 5000)) {
    std::u32string u = grammar::decode_utf8(w);
    if (u.size() < 5) continue;
    u.erase(u.size() / 2, 1);
    const std::string bad = grammar::encode_utf8(u);
    if (!speller.correct(bad) && std::find(misspelt.begin(), misspelt.end(), bad) == misspelt.end())
      misspelt.push_back(bad);
    if (misspelt.size() == 200) break;
  }
  std::vector<double> fast;
  std::size_t found = 0;
  for (const auto& w : misspelt) {
    t = Clock::now();
    found += !speller.suggest(w, 5, false).empty();
    fast.push_back(ms_since(t));
  }
  Hunspell hunspell("/usr/share/hunspell/ru_RU.aff", "/usr/share/hunspell/ru_RU.dic");
  std::vector<double> slow;
  for (std::size_t i = 0; i < std::min<std::size_t>(misspelt.size(), 30); ++i) {
    t = Clock::now();
    hunspell.suggest(misspelt[i]);
    slow.push_back(ms_since(t));
  }
  std::printf("suggestions for %zu misspelt words:\n", misspelt.size());
  std::printf("  fast search (first call, uncached)  p50 %7.3f ms  p99 %7.3f ms  (%zu with a suggestion)\n",
              percentile(fast, 0.5), percentile(fast, 0.99), found);
  std::printf("  hunspell suggest()  (%zu words)      p50 %7.3f ms  p99 %7.3f ms\n", slow.size(),
              percentile(slow, 0.5), percentile(slow, 0.99));
  std::printf("  ratio of medians: %.0f×\n", percentile(slow, 0.5) / std::max(1e-9, percentile(fast, 0.5)));
  return 0;
}

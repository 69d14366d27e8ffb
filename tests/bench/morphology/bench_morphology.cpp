// bench_morphology: throughput, load time and memory of the Russian analyser,
// side by side with az's own JavaScript analyser on the same words.
//
//   bench_morphology <corpus.txt> [dictionary dir]
// Make the corpus (≥1 MB of Russian) with make_corpus.sh next to this file.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "proofreader/russian/morphology.hpp"
#include "proofreader/russian/tokenizer.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using proofreader::russian::Morphology;

constexpr int kRepeats = 5;
constexpr int kRounds = 5;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Resident memory now, or at its peak, in MB (from /proc/self/status).
double memory_mb(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(field, 0) == 0) return std::stod(line.substr(std::string(field).size())) / 1024.0;
  return 0;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs az_bench.js on the words and returns its JSON line (empty on failure).
std::string run_az(const std::vector<std::string>& words) {
  const std::string words_file = "/tmp/bench_morphology_words_" + std::to_string(::getpid()) + ".txt";
  {
    std::ofstream out(words_file);
    for (const auto& w : words) out << w << '\n';
  }
  const std::string command = std::string(PROOFREADER_NODE_EXECUTABLE) + " " + PROOFREADER_AZ_BENCH_SCRIPT +
                              " " + PROOFREADER_AZ_PACKAGE_DIR + " " + words_file + " 3";
  std::string output;
  if (FILE* pipe = ::popen(command.c_str(), "r")) {
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe)) output += buffer;
    ::pclose(pipe);
  }
  std::remove(words_file.c_str());
  return output;
}

double json_number(const std::string& json, const std::string& key) {
  const auto at = json.find("\"" + key + "\":");
  return at == std::string::npos ? 0 : std::stod(json.substr(at + key.size() + 3));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_morphology <corpus.txt> [dictionary dir]\n"
                 "  make a corpus with tests/bench/morphology/make_corpus.sh <corpus.txt>\n";
    return 2;
  }
  const std::string dict_dir = argc > 2 ? argv[2] : PROOFREADER_RUSSIAN_DICT_DIR;
  const std::string text = read_file(argv[1]);
  const double mb = static_cast<double>(text.size()) / 1e6;

  const double rss_before = memory_mb("VmRSS:");
  std::vector<double> load_ms;
  std::shared_ptr<const Morphology> morph;
  for (int i = 0; i < kRepeats; ++i) {
    morph.reset();
    const auto start = Clock::now();
    morph = Morphology::open(dict_dir);
    load_ms.push_back(seconds_since(start) * 1000);
  }
  const double rss_loaded = memory_mb("VmRSS:");

  std::vector<std::string> words;
  for (const auto& t : proofreader::russian::tokenize(text).tokens)
    if (t.kind == proofreader::russian::Token::Kind::word) words.push_back(t.text);

  const double n = static_cast<double>(words.size());
  std::printf("corpus: %.2f MB, %zu words\n", mb, words.size());
  std::printf("dictionary load: median %.1f ms, first %.1f ms (%d runs)\n", median(load_ms), load_ms[0],
              kRepeats);
  std::printf("resident memory: %.1f MB before load, %.1f MB with the dictionary loaded\n", rss_before,
              rss_loaded);

  // Rounds of ours then az.js, back to back: a shared machine's speed drifts
  // over seconds, so each ratio compares runs made moments apart and the
  // summary takes the median round.
  std::vector<double> full_rates, parse_rates, tokenize_rates, az_rates, ratios;
  for (int round = 1; round <= kRounds; ++round) {
    std::vector<double> full, parse_only, tokenize_only;
    std::size_t parses = 0;
    for (int i = 0; i < kRepeats; ++i) {
      auto start = Clock::now();
      parses += proofreader::russian::tokenize(text).tokens.size();
      tokenize_only.push_back(seconds_since(start));
      morph.reset();  // every timed pass starts with an empty word cache, one dictionary at a time
      morph = Morphology::open(dict_dir);
      start = Clock::now();
      parses = 0;  // the token count above only keeps the tokenizer from being optimised away
      for (const auto& t : proofreader::russian::tokenize(text).tokens)
        if (t.kind == proofreader::russian::Token::Kind::word) parses += morph->parse(t.text).size();
      full.push_back(seconds_since(start));
      morph.reset();
      morph = Morphology::open(dict_dir);
      start = Clock::now();
      for (const auto& w : words) parses -= morph->parse(w).size();
      parse_only.push_back(seconds_since(start));
    }
    if (parses != 0) std::printf("warning: parse counts differ between runs\n");
    const std::string az = run_az(words);
    const double az_s = json_number(az, "seconds");
    if (az_s <= 0) {
      std::printf("az.js: did not run (%s)\n", az.empty() ? "no output" : az.c_str());
      return 1;
    }
    full_rates.push_back(n / median(full));
    parse_rates.push_back(n / median(parse_only));
    tokenize_rates.push_back(mb / median(tokenize_only));
    az_rates.push_back(json_number(az, "words") / az_s);
    ratios.push_back(parse_rates.back() / az_rates.back());
    std::printf("round %d: ours %.0f words/s, az.js %.0f words/s (load %.0f ms, node RSS %.0f MB): %.1fx\n",
                round, parse_rates.back(), az_rates.back(), json_number(az, "load_ms"),
                json_number(az, "rss_mb"), ratios.back());
  }

  std::printf("median of %d rounds (each a median of %d passes; az.js of 3):\n", kRounds, kRepeats);
  std::printf("ours, tokenize + parse: %.0f words/s, %.1f MB/s\n", median(full_rates),
              median(full_rates) * mb / n);
  std::printf("ours, parse only:       %.0f words/s, %.1f MB/s\n", median(parse_rates),
              median(parse_rates) * mb / n);
  std::printf("ours, tokenize only:    %.1f MB/s\n", median(tokenize_rates));
  std::printf("az.js, parse only:      %.0f words/s\n", median(az_rates));
  std::printf("speed-up over az.js (parse only, same words): %.1fx (rounds: %.1fx to %.1fx)\n",
              median(ratios), *std::min_element(ratios.begin(), ratios.end()),
              *std::max_element(ratios.begin(), ratios.end()));
  return 0;
}

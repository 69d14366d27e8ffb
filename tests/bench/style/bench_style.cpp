// bench_style: throughput of the style engine on one core.
//
// Builds a 1 MB document of Russian technical sentences (with some jargon
// and bureaucratese among them), then checks it with (a) the built-in guide
// and (b) 1000 generated replacement rules, five runs each, and prints the
// median MB/s, the remarks found and the compile time. With --write-prh DIR
// it also writes the same 1000 replacements as a prh.yml and the text, for
// the textlint + textlint-rule-prh comparison in this folder (run.sh).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "style_engine.hpp"

namespace {

using Clock = std::chrono::steady_clock;

class BenchContext final : public proofreader::sdk::CheckContext {
 public:
  BenchContext(const proofreader::sdk::Document& document, const proofreader::sdk::StyleGuideView& guide)
      : document_(document), guide_(guide) {
    options_.check_consistency = true;
  }
  const proofreader::sdk::Document& document() const override { return document_; }
  const proofreader::sdk::CheckOptions& options() const override { return options_; }
  const proofreader::sdk::StyleGuideView* styleguide() const override { return &guide_; }
  const std::string& custom_rules_json() const override { return rules_; }
  const std::vector<proofreader::sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return false; }
  void emit(std::vector<proofreader::sdk::Remark> remarks) override { count += remarks.size(); }
  std::size_t count = 0;

 private:
  const proofreader::sdk::Document& document_;
  const proofreader::sdk::StyleGuideView& guide_;
  proofreader::sdk::CheckOptions options_;
  std::string rules_;
  std::vector<proofreader::sdk::Remark> prior_;
};

const char* kSentences[] = {
    "Обновите страницу в браузере и повторите попытку.",
    "Сервис хранит документы в зашифрованном виде и создаёт резервные копии каждую ночь.",
    "Чтобы добавить участника, введите его имя и нажмите «Пригласить».",
    "Кликните кнопку «Сохранить», чтобы юзер увидел изменения.",
    "Данная настройка влияет на производительность сервера.",
    "Система осуществляет проверку данных перед загрузкой.",
    "Журнал событий доступен администратору в разделе «Безопасность».",
    "Подключите устройство к компьютеру по USB и дождитесь уведомления.",
    "В случае если пароль утерян, восстановите его по ссылке из письма.",
    "Проверка занимает не больше минуты, если документ короче ста страниц.",
};

std::string pseudo_word(std::mt19937& rng) {
  static const char* syllables[] = {"ка", "ли", "мо", "ру", "те", "зо", "ни", "ва", "пе", "ду", "ро", "ша"};
  std::string w;
  const int n = 3 + static_cast<int>(rng() % 3);
  for (int i = 0; i < n; ++i) w += syllables[rng() % 12];
  return w;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void run(const char* label, proofreader::style::StyleEngine& engine,
         const proofreader::sdk::Document& document, const proofreader::sdk::StyleGuideView& guide,
         std::size_t bytes) {
  const auto c0 = Clock::now();
  const auto compiled = engine.compiled(guide);
  const double compile_ms = std::chrono::duration<double, std::milli>(Clock::now() - c0).count();
  std::vector<double> rates;
  std::size_t remarks = 0;
  for (int i = 0; i < 5; ++i) {
    BenchContext ctx(document, guide);
    const auto t0 = Clock::now();
    engine.check(ctx);
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    rates.push_back(bytes / 1e6 / s);
    remarks = ctx.count;
  }
  std::printf("%-34s rules %5zu  forms %7zu  compile %7.1f ms  median %7.1f MB/s  remarks %zu\n", label,
              compiled->rule_count(), compiled->indexed_forms(), compile_ms, median(rates), remarks);
}

}  // namespace

int main(int argc, char** argv) {
  std::ifstream in(PROOFREADER_BENCH_GUIDE);
  std::stringstream guide_text;
  guide_text << in.rdbuf();

  std::mt19937 rng(42);
  std::vector<std::pair<std::string, std::string>> replacements;
  for (int i = 0; i < 1000; ++i) replacements.emplace_back(pseudo_word(rng), pseudo_word(rng));

  proofreader::sdk::Document document;
  std::size_t bytes = 0;
  std::string paragraph;
  for (int i = 0; bytes < (1u << 20); ++i) {
    paragraph += kSentences[rng() % 10];
    paragraph += ' ';
    if (i % 50 == 7) paragraph += replacements[rng() % 1000].first + " встречается здесь. ";
    if (paragraph.size() > 600) {
      proofreader::sdk::Block b;
      b.index = static_cast<int>(document.blocks.size());
      b.text = paragraph;
      bytes += paragraph.size();
      document.blocks.push_back(std::move(b));
      paragraph.clear();
    }
  }

  std::string rules;
  for (std::size_t i = 0; i < replacements.size(); ++i) {
    if (i) rules += ',';
    rules += R"({"id":"g)" + std::to_string(i) + R"(","kind":"replace","match":"exact","phrase":")" +
             replacements[i].first + R"(","replacement":")" + replacements[i].second + R"(","message":"m"})";
  }
  const std::string generated = R"({"id":"generated","name":"g","rules":[)" + rules + "]}";

  if (argc == 3 && std::string(argv[1]) == "--write-prh") {
    std::ofstream prh(std::string(argv[2]) + "/prh.yml");
    prh << "version: 1\nrules:\n";
    for (const auto& [from, to] : replacements)
      prh << "  - expected: " << to << "\n    pattern: " << from << "\n";
    std::ofstream text(std::string(argv[2]) + "/text.txt");
    for (const auto& b : document.blocks) text << b.text << "\n\n";
  }

  std::printf("document: %zu blocks, %.2f MB\n", document.blocks.size(), bytes / 1e6);
  proofreader::style::StyleEngine engine(proofreader::russian::Morphology::open(PROOFREADER_BENCH_DICT));
  run("default guide", engine, document, {"default-ru", 1, "default", guide_text.str()}, bytes);
  run("1000 generated replacements", engine, document, {"generated", 1, "generated", generated}, bytes);
  return 0;
}

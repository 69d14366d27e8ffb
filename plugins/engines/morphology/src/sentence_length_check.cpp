// Sentence length: a sentence with more words than the guide allows gets one
// remark saying how long it is and where it could be split — at a semicolon
// or at a comma before a coordinating conjunction, whichever is nearest the
// middle. When that point is clear the suggestion is the split text.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <string>

#include "checks.hpp"

namespace proofreader::morphology_engine {
namespace {

using Kind = Token::Kind;

bool counts_as_word(const Item& item) {
  const auto k = item.token->kind;
  return k == Kind::word || k == Kind::number || k == Kind::url || k == Kind::email || k == Kind::path ||
         k == Kind::code;
}

// Conjunctions that may begin a new sentence after a comma. «и» and «а» are
// dropped in the split; the others stay and get a capital letter.
bool starts_clause(const std::string& lower) {
  static constexpr std::array<std::string_view, 9> kConjunctions = {
      "и", "а", "но", "однако", "поэтому", "затем", "причём", "зато", "потом"};
  return std::find(kConjunctions.begin(), kConjunctions.end(), lower) != kConjunctions.end();
}

struct SplitPoint {
  std::size_t punctuation;  // the item index of the semicolon or comma
  std::size_t next;         // the first item of the new sentence
};

std::optional<SplitPoint> best_split(const AnalysedSentence& sentence, int words) {
  std::optional<SplitPoint> best;
  int best_distance = words;
  int seen = 0;
  const auto& items = sentence.items;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) {
    if (counts_as_word(items[i])) ++seen;
    if (items[i].quoted || seen < 4 || words - seen < 4) continue;
    std::optional<SplitPoint> candidate;
    if (items[i].is(";")) candidate = SplitPoint{i, i + 1};
    if (items[i].is(",") && items[i + 1].is_word() && starts_clause(items[i + 1].lower)) {
      const bool dropped = items[i + 1].lower == "и" || items[i + 1].lower == "а";
      candidate = SplitPoint{i, dropped ? i + 2 : i + 1};
    }
    if (!candidate || candidate->next >= items.size()) continue;
    const int distance = std::abs(words / 2 - seen);
    if (distance < best_distance) best = candidate, best_distance = distance;
  }
  return best;
}

}  // namespace

void check_sentence_length(const AnalysedBlock& block, int limit, std::vector<sdk::Remark>& out) {
  if (limit <= 0) return;
  for (const auto& sentence : block.sentences) {
    const auto& items = sentence.items;
    const int words = static_cast<int>(std::count_if(items.begin(), items.end(), counts_as_word));
    if (words <= limit) continue;
    std::string message = "Предложение слишком длинное: " + std::to_string(words) +
                          " слов при рекомендуемых не более " + std::to_string(limit) + ". ";
    const auto split = best_split(sentence, words);
    std::string suggestion;
    if (split) {
      const Item& before = items[split->punctuation - 1];
      message += "Его можно разделить после слов «" +
                 text_between(block, items[split->punctuation >= 3 ? split->punctuation - 3 : 0], before) +
                 "».";
      suggestion = text_between(block, items.front(), before) + ". " +
                   russian::capitalize(text_between(block, items[split->next], items.back()));
    } else {
      message += "Разделите его на несколько предложений или оформите перечисление списком.";
    }
    auto r = make_remark(block, "sentence_length", "sentence_length.too_long", sdk::Severity::suggestion,
                         sentence.offset, sentence.length, std::move(message));
    if (!suggestion.empty()) r.suggestions.push_back(std::move(suggestion));
    out.push_back(std::move(r));
  }
}

}  // namespace proofreader::morphology_engine

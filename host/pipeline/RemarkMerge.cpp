#include "pipeline/RemarkMerge.hpp"

#include <algorithm>
#include <optional>
#include <tuple>

#include <proofreader/kit/utf8.hpp>

namespace proofreader::host {

namespace {

// The byte length of the first `count` code points of UTF-8 `text` (all of it if shorter).
std::size_t bytes_of(const std::string& text, int count) {
  return std::min(kit::utf8::byte_offset(text, static_cast<std::size_t>(std::max(count, 0))), text.size());
}

// `from`'s suggestion rewritten as a replacement of `to`'s fragment, when one
// span holds the other: a suggestion replaces its own remark's fragment, so
// " ," → "," (grammar server) is "" for the style engine's " " before that comma.
// None when the text outside the inner span is not kept by the suggestion.
std::optional<std::string> rebase_suggestion(const sdk::Remark& from, const std::string& suggestion,
                                             const sdk::Remark& to) {
  const int from_end = from.offset + from.length, to_end = to.offset + to.length;
  if (to.offset >= from.offset && to_end <= from_end) {
    const std::string& f = from.fragment;
    const auto head = bytes_of(f, to.offset - from.offset);
    const auto tail = f.size() - bytes_of(f, to_end - from.offset);
    if (suggestion.size() < head + tail || suggestion.compare(0, head, f, 0, head) != 0 ||
        suggestion.compare(suggestion.size() - tail, tail, f, f.size() - tail, tail) != 0)
      return std::nullopt;
    return suggestion.substr(head, suggestion.size() - head - tail);
  }
  if (from.offset >= to.offset && from_end <= to_end) {
    const std::string& f = to.fragment;
    return f.substr(0, bytes_of(f, from.offset - to.offset)) + suggestion +
           f.substr(bytes_of(f, from_end - to.offset));
  }
  return std::nullopt;
}

// The categories that describe one kind of problem of the words themselves,
// so remarks in them merge across the two: `agreement` (government among it)
// and `grammar`. Every other category merges only with its own kind.
bool word_form_category(const std::string& category) {
  return category == "agreement" || category == "grammar";
}

// Does a suggestion of `from`, as a replacement of `to`'s fragment, equal one of `to`'s?
bool proposes_fix_of(const sdk::Remark& from, const sdk::Remark& to) {
  return std::any_of(from.suggestions.begin(), from.suggestions.end(), [&](const std::string& s) {
    const auto replacement = rebase_suggestion(from, s, to);
    return replacement &&
           std::find(to.suggestions.begin(), to.suggestions.end(), *replacement) != to.suggestions.end();
  });
}

// An agreement remark and a grammar remark are about one problem when they
// mark the same words or propose the same fix: «Пользователи получает» →
// «Пользователи получают» is «получает» → «получают». A word repetition over
// «Игры Игры» and a count on its first «Игры» are two problems.
bool same_problem(const sdk::Remark& a, const sdk::Remark& b) {
  if (a.category == b.category) return true;
  if (!word_form_category(a.category) || !word_form_category(b.category)) return false;
  return (a.offset == b.offset && a.length == b.length) || proposes_fix_of(a, b) || proposes_fix_of(b, a);
}

// Moves `from`'s suggestions (those expressible on `into`'s fragment) and its
// origin into `into`.
void absorb(sdk::Remark& into, sdk::Remark&& from) {
  for (const auto& s : from.suggestions) {
    const auto replacement = rebase_suggestion(from, s, into);
    if (replacement &&
        std::find(into.suggestions.begin(), into.suggestions.end(), *replacement) == into.suggestions.end())
      into.suggestions.push_back(*replacement);
  }
  into.merged_from.push_back({from.engine, from.rule_id});
  for (auto& origin : from.merged_from) into.merged_from.push_back(std::move(origin));
}

// Has `card` (or a remark merged into it) come from `engine`? One engine's
// remarks are separate problems by its own account.
bool reported_by(const sdk::Remark& card, const std::string& engine) {
  return card.engine == engine || std::any_of(card.merged_from.begin(), card.merged_from.end(),
                                              [&](const sdk::RemarkOrigin& o) { return o.engine == engine; });
}

bool before(const sdk::Remark& a, const sdk::Remark& b) {
  return std::tie(a.block, a.offset, a.length) < std::tie(b.block, b.offset, b.length);
}

// `before`, and on one span by engine and rule: the order the engines finish
// in must not choose the card (its engine and rule are what a dismissal and
// a run against the previous one match on).
bool before_in_any_arrival(const sdk::Remark& a, const sdk::Remark& b) {
  return std::tie(a.block, a.offset, a.length, a.engine, a.rule_id) <
         std::tie(b.block, b.offset, b.length, b.engine, b.rule_id);
}

}  // namespace

std::vector<sdk::Remark> merge_remarks(std::vector<sdk::Remark> remarks,
                                       const std::map<std::string, int>& precedence) {
  const auto rank = [&precedence](const sdk::Remark& r) {
    const auto it = precedence.find(r.engine);
    return it == precedence.end() ? 0 : it->second;
  };
  std::stable_sort(remarks.begin(), remarks.end(), before_in_any_arrival);
  std::vector<sdk::Remark> merged;
  for (auto& r : remarks) {
    auto duplicate = std::find_if(merged.rbegin(), merged.rend(), [&](const sdk::Remark& m) {
      return m.block == r.block && same_problem(m, r) && !reported_by(m, r.engine) &&
             m.offset < r.offset + std::max(r.length, 1) && r.offset < m.offset + std::max(m.length, 1);
    });
    if (duplicate == merged.rend()) {
      merged.push_back(std::move(r));
      continue;
    }
    // Precedence speaks for the word-form problems; otherwise the first reported stays the card.
    if (word_form_category(r.category) && word_form_category(duplicate->category) &&
        rank(r) > rank(*duplicate))
      std::swap(*duplicate, r);
    absorb(*duplicate, std::move(r));
  }
  // A card that took the later remark's span may now start after the next card.
  std::stable_sort(merged.begin(), merged.end(), before);
  return merged;
}

}  // namespace proofreader::host

#include "compiled_guide.hpp"

#include <algorithm>
#include <proofreader/russian/tokenizer.hpp>
#include <set>

#include <proofreader/kit/utf8.hpp>

#include "utf8_text.hpp"

namespace proofreader::style {

namespace {

// The grammemes a replacement takes over from the found form, by part of speech.
std::vector<std::string> inflection_of(const russian::Tag& tag) {
  static const std::set<std::string_view> nominal = {"nomn", "gent", "datv", "accs",
                                                     "ablt", "loct", "sing", "plur"};
  static const std::set<std::string_view> verbal = {"sing", "plur", "1per", "2per", "3per",
                                                    "past", "pres", "futr", "impr", "indc",
                                                    "incl", "excl", "masc", "femn", "neut"};
  static const std::set<std::string_view> adjectival = {"nomn", "gent", "datv", "accs", "ablt", "loct",
                                                        "sing", "plur", "masc", "femn", "neut"};
  const auto pos = tag.pos();
  const auto& wanted = pos == "NOUN" ? nominal : (pos == "VERB" || pos == "INFN") ? verbal : adjectival;
  std::vector<std::string> out;
  if (pos == "INFN") out.push_back("INFN");
  for (auto g : tag.grammemes())
    if (wanted.count(g)) out.emplace_back(g);
  return out;
}

std::string first_word(const std::string& phrase) {
  return phrase.substr(0, phrase.find(' '));
}

}  // namespace

bool overlaps_protected(const sdk::Block& block, int offset, int length) {
  for (const auto& span : block.protected_spans)
    if (offset < span.offset + span.length && span.offset < offset + std::max(length, 1)) return true;
  return false;
}

std::string inflect_like(const russian::Morphology* morphology, std::string_view found,
                         const std::string& lemma, const std::string& replacement) {
  std::string result = replacement;
  const std::size_t space = replacement.find(' ');
  const std::string head = replacement.substr(0, space);
  const std::string tail = space == std::string::npos ? "" : replacement.substr(space);
  if (morphology && has_cyrillic(found) && has_cyrillic(head)) {
    const auto found_parses = morphology->parse(lookup_key(found));
    const russian::Parse* source = nullptr;
    for (const auto& p : found_parses)
      if (lookup_key(p.normal_form) == lookup_key(lemma)) {
        source = &p;
        break;
      }
    if (!source && !found_parses.empty()) source = &found_parses.front();
    if (source) {
      const auto pos = source->tag.pos();
      const bool verbal = pos == "VERB" || pos == "INFN";
      for (const auto& target : morphology->parse(head)) {
        const auto tpos = target.tag.pos();
        if (lookup_key(target.normal_form) != lookup_key(head)) continue;
        if (verbal ? !(tpos == "VERB" || tpos == "INFN") : tpos != pos) continue;
        const std::string inflected = morphology->inflect(target, inflection_of(source->tag));
        if (!inflected.empty()) {
          result = inflected + tail;
          break;
        }
      }
    }
  }
  return russian::starts_upper(found) ? russian::capitalize(result) : result;
}

CompiledGuide::CompiledGuide(const GuideDefinition& guide,
                             std::shared_ptr<const russian::Morphology> morphology)
    : morphology_(std::move(morphology)), lemmas_(morphology_) {
  std::vector<std::string> literals;
  std::vector<GuideRule> all = guide.rules;
  for (auto& rule : policy_rules(guide.parameters)) all.push_back(std::move(rule));
  if (guide.parameters.yo_policy == "always") yo_ = std::make_unique<YoPolicy>(morphology_);
  for (const auto& rule : all) {
    if (!rule.enabled) continue;
    const std::size_t index = rules_.size();
    // Everything that can throw runs first, into locals; the matchers change
    // only once the whole rule compiled, so a rule is either fully indexed
    // under `index` or absent (a half-indexed rule would match under an index
    // rules_ never gets).
    std::vector<LemmaMatcher::CompiledPhrase> phrases;
    std::unique_ptr<PcrePattern> pattern;
    try {
      switch (rule.kind) {
        case RuleKind::forbidden:
        case RuleKind::replace:
          phrases.push_back(lemmas_.compile(index, rule.phrase, rule.exact, rule.except));
          break;
        case RuleKind::term:
          for (const auto& variant : rule.variants)
            phrases.push_back(lemmas_.compile(index, variant, rule.exact, rule.except));
          break;
        case RuleKind::regex:
        case RuleKind::typography:
          pattern = std::make_unique<PcrePattern>(rule.pattern, rule.flags);
          break;
      }
    } catch (const std::exception& e) {
      problems_.push_back("rule " + rule.id + ": " + e.what());
      continue;
    }
    for (auto& phrase : phrases) lemmas_.add(std::move(phrase));
    if (rule.kind == RuleKind::term) terms_.push_back({rule.preferred, rule.variants});
    if (pattern) {
      const std::size_t regex = regexes_.size();
      regexes_.push_back({index, std::move(pattern)});
      if (rule.literals.empty()) regexes_without_literals_.push_back(regex);
      for (const auto& literal : rule.literals) {
        literals.push_back(lower_same_width(literal));
        regexes_by_literal_.push_back({regex});
      }
    }
    rules_.push_back(rule);
  }
  literals_ = std::make_unique<AhoCorasick>(literals);
}

std::vector<std::string> wrapped_suggestions(const std::vector<std::string>& suggestions,
                                             const std::string& fragment) {
  std::vector<std::string> out;
  for (const std::string& s : suggestions) {
    std::string_view open, ellipsis, close, inner;
    const bool wrapping = kit::utf8::code_points(s) == 3 && kit::utf8::slice(s, 0, 1, open) &&
                          kit::utf8::slice(s, 1, 1, ellipsis) && ellipsis == "\u2026" &&
                          kit::utf8::slice(s, 2, 1, close);
    const std::size_t length = kit::utf8::code_points(fragment);
    if (wrapping && length > 2 && kit::utf8::slice(fragment, 1, length - 2, inner)) {
      out.push_back(std::string(open) + std::string(inner) + std::string(close));
    } else {
      out.push_back(s);
    }
  }
  return out;
}

sdk::Remark CompiledGuide::remark_for(const GuideRule& rule, const sdk::Block& block, int offset,
                                      int length) const {
  sdk::Remark r;
  r.category = rule.category;
  r.rule_id = "style." + rule.id;
  r.severity = rule.severity;
  r.message = rule.message;
  r.explanation = rule.explanation;
  r.block = block.index;
  r.offset = offset;
  r.length = length;
  return r;
}

std::vector<std::string> CompiledGuide::suggestions_for(const GuideRule& rule, const Word& first) const {
  switch (rule.kind) {
    case RuleKind::replace:
      return {inflect_like(morphology_.get(), first.text, first_word(rule.phrase), rule.replacement)};
    case RuleKind::term:
      return {rule.preferred};
    default:
      return rule.suggestions;
  }
}

void CompiledGuide::check(const sdk::Block& block, const std::vector<Word>& words, RuleBudgets& regex_budgets,
                          std::vector<sdk::Remark>& out) const {
  // Word rules: the longest match wins where several start together; no two
  // remarks of these rules cover the same word.
  auto matches = lemmas_.find(words);
  std::stable_sort(matches.begin(), matches.end(), [](const PhraseMatch& a, const PhraseMatch& b) {
    return a.first_word != b.first_word ? a.first_word < b.first_word : a.last_word > b.last_word;
  });
  std::size_t covered_until = 0;  // words before this index are taken
  for (const auto& m : matches) {
    if (m.first_word < covered_until) continue;
    const Word& first = words[m.first_word];
    const Word& last = words[m.last_word];
    const int length = last.offset + last.length - first.offset;
    if (overlaps_protected(block, first.offset, length)) continue;
    const auto& rule = rules_[m.rule];
    auto remark = remark_for(rule, block, first.offset, length);
    remark.suggestions = suggestions_for(rule, first);
    out.push_back(std::move(remark));
    covered_until = m.last_word + 1;
  }
  if (yo_)
    for (const Word& word : words)
      if (auto fixed = yo_->with_yo(word.text);
          fixed && !overlaps_protected(block, word.offset, word.length)) {
        auto remark = remark_for(YoPolicy::rule(), block, word.offset, word.length);
        remark.suggestions = {*fixed};
        out.push_back(std::move(remark));
      }

  if (regexes_.empty()) return;
  std::vector<bool> literal_found;
  literals_->find(lower_same_width(block.text), literal_found);
  std::vector<bool> run(regexes_.size(), false);
  for (auto r : regexes_without_literals_) run[r] = true;
  for (std::size_t l = 0; l < literal_found.size(); ++l)
    if (literal_found[l])
      for (auto r : regexes_by_literal_[l]) run[r] = true;
  std::vector<std::size_t> starts;
  for (std::size_t r = 0; r < regexes_.size(); ++r) {
    if (!run[r] || regex_budgets.stopped(r)) continue;
    if (starts.empty()) starts = code_point_starts(block.text);
    const auto& rule = rules_[regexes_[r].rule];
    const auto stopped =
        regex_budgets.search(r, *regexes_[r].pattern, block.text, [&](std::size_t b, std::size_t e) {
          const int offset =
              static_cast<int>(std::lower_bound(starts.begin(), starts.end(), b) - starts.begin());
          const int end =
              static_cast<int>(std::lower_bound(starts.begin(), starts.end(), e) - starts.begin());
          if (overlaps_protected(block, offset, end - offset)) return;
          auto remark = remark_for(rule, block, offset, end - offset);
          remark.suggestions = wrapped_suggestions(rule.suggestions, block.text.substr(b, e - b));
          out.push_back(std::move(remark));
        });
    if (stopped)
      out.push_back(stopped_rule_remark(rule.category, "style." + rule.id,
                                        "Правило руководства «" + rule.id + "»", *stopped, block.index));
  }
}

}  // namespace proofreader::style

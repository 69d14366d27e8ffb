#include "clause_comma_rule.hpp"

#include <optional>
#include <set>
#include <string>

#include "parse_agreement.hpp"

namespace proofreader::grammar {

namespace {

using russian::Parse;

// An indicative verb or an imperative, read so first.
std::optional<Parse> finite_verb(const russian::Morphology& morph, const std::string& word) {
  const auto parses = morph.parse(word);
  if (parses.empty() || parses.front().predicted || parses.front().tag.pos() != "VERB") return std::nullopt;
  return parses.front();
}

class CommaAfterSubordinateClauseRule : public Rule {
 public:
  CommaAfterSubordinateClauseRule()
      : Rule({"RU_COMMA_AFTER_SUBORDINATE_CLAUSE", "Запятая после придаточного в начале предложения",
              Category::punctuation, "punctuation"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    static const std::set<std::string> subordinators = {"если", "когда", "пока", "хотя", "поскольку", "едва"};
    static const std::set<std::string> joining = {"и",       "или",   "либо",    "а",       "но",
                                                  "да",      "что",   "который", "которая", "которое",
                                                  "которые", "чтобы", "бы",      "ли"};
    const auto* morph = a.morphology();
    if (!morph) return;
    for (const auto& sentence : a.sentences()) {
      const int first = sentence.first_token, end = sentence.first_token + sentence.token_count;
      int start = first;
      while (start < end && !a.is_word(start)) ++start;
      if (start >= end || !subordinators.count(a.lower(start))) continue;
      // The clauses' verbs, in order; the sentence has no comma, dash or colon.
      std::vector<int> verbs;
      bool punctuated = false, joined = false;
      for (int i = start + 1; i < end; ++i) {
        if (a.is_punct(i, ",") || a.is_punct(i, "—") || a.is_punct(i, ":") || a.is_punct(i, ";") ||
            a.is_punct(i, "(") || a.is_punct(i, "–"))
          punctuated = true;
        if (!a.is_cyrillic_word(i)) continue;
        if (!verbs.empty() && joining.count(a.lower(i))) joined = true;
        if (finite_verb(*morph, a.lower(i))) verbs.push_back(i);
      }
      if (punctuated || joined || verbs.size() != 2 || a.lower(a.next_solid(start)) == "бы") continue;
      const int main_verb = verbs[1];
      const Parse main = *finite_verb(*morph, a.lower(main_verb));
      // The main clause starts at its verb, after «не» and adverbs, or at a
      // subject that agrees with it in number («программа повторит»).
      int boundary = main_verb;
      for (int prev = a.prev_solid(boundary); prev > verbs[0] && a.is_cyrillic_word(prev);
           prev = a.prev_solid(boundary)) {
        const auto parses = morph->parse(a.lower(prev));
        if (parses.empty() || parses.front().predicted) break;
        const auto pos = parses.front().tag.pos();
        const bool adverbial = pos == "ADVB" || pos == "PRCL";
        bool subject = false;
        if (!main.tag.has("impr"))
          for (const auto& p : parses)
            subject =
                subject || ((p.tag.pos() == "NOUN" || p.tag.pos() == "NPRO") &&
                            main_case(p.tag.gram_case()) == "nomn" && p.tag.number() == main.tag.number());
        if (!adverbial && !subject) break;
        boundary = prev;
        if (subject) break;
      }
      const int before = a.prev_solid(boundary);
      if (before < 0 || before < verbs[0]) continue;
      const auto& b = a.token(before);
      const auto& n = a.token(boundary);
      Match m;
      m.offset = b.offset;
      m.length = n.offset + n.length - b.offset;
      m.message = "Придаточное предложение в начале отделяется от главного запятой.";
      m.short_message = "Пропущена запятая";
      m.replacements.push_back(b.text + ", " + n.text);
      out.push_back(std::move(m));
    }
  }
};

}  // namespace

void add_clause_comma_rule(RuleList& rules) {
  rules.push_back(std::make_unique<CommaAfterSubordinateClauseRule>());
}

}  // namespace proofreader::grammar

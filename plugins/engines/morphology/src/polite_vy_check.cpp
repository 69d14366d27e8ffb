// The polite capitalised «Вы»: inside a sentence, «Вы», «Вас», «Вам», «Вами»
// and every form of «Ваш» are written in lower case in documentation (the
// guide may ask for the opposite). The first word of a sentence, quoted UI
// strings and quotations are left alone.
#include <algorithm>
#include <array>
#include <string>

#include "checks.hpp"

namespace proofreader::morphology_engine {
namespace {

bool is_polite_pronoun(const Item& item) {
  static constexpr std::array<std::string_view, 4> kVy = {"вы", "вас", "вам", "вами"};
  if (std::find(kVy.begin(), kVy.end(), item.lower) != kVy.end()) return true;
  return item.lower.starts_with("ваш") && item.has_lemma("ваш");
}

// Title case («Вы»), not an all-capitals heading («ВЫ») nor lower case. The
// pronouns start with «в», two bytes in UTF-8.
bool title_case(const std::string& text) {
  return russian::starts_upper(text) && russian::to_lower(text.substr(2)) == text.substr(2);
}

}  // namespace

void check_polite_vy(const AnalysedBlock& block, VyPolicy policy, std::vector<sdk::Remark>& out) {
  if (policy == VyPolicy::off) return;
  for (const auto& sentence : block.sentences) {
    const auto first_word =
        std::find_if(sentence.items.begin(), sentence.items.end(), [](const Item& i) { return i.is_word(); });
    for (auto it = sentence.items.begin(); it != sentence.items.end(); ++it) {
      if (it == first_word || !it->checkable() || !is_polite_pronoun(*it)) continue;
      const std::string& text = it->token->text;
      if (policy == VyPolicy::lowercase && title_case(text)) {
        auto r = make_remark(block, "polite_vy", "polite_vy.capitalized", sdk::Severity::warning,
                             it->token->offset, it->token->length,
                             "«" + text +
                                 "» с прописной буквы — форма вежливости личного письма. В документации "
                                 "местоимения «вы» и «ваш» внутри предложения пишутся со строчной буквы.");
        r.suggestions.push_back(it->lower);
        out.push_back(std::move(r));
      } else if (policy == VyPolicy::capitalized && text == it->lower) {
        auto r = make_remark(block, "polite_vy", "polite_vy.lowercase", sdk::Severity::warning,
                             it->token->offset, it->token->length,
                             "По правилам выбранного руководства к читателю обращаются вежливо: «Вы» и «Ваш» "
                             "пишутся с прописной буквы.");
        r.suggestions.push_back(russian::capitalize(text));
        out.push_back(std::move(r));
      }
    }
  }
}

}  // namespace proofreader::morphology_engine

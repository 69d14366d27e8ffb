// Passive voice: «был загружен», «будут удалены», «должен быть изменён»
// (быть + short passive participle), a short passive participle with an agent
// in the instrumental («Запрос обработан сервером»), and a reflexive imperfective verb with an
// animate agent in the instrumental («выполняется администратором»).
// A short form that is also a short adjective («занят», «уверен») is taken
// for the adjective unless an agent follows.
#include <algorithm>
#include <array>
#include <string>

#include "checks.hpp"

namespace proofreader::morphology_engine {
namespace {

bool is_short_passive_participle(const Item& item) {
  return item.checkable() && std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
           return p.tag.pos() == "PRTS" && p.tag.has("pssv");
         });
}

// «занят», «уверен», «удалён» are short adjectives too; only an agent tells the participle.
bool is_also_adjective(const Item& item) {
  return item.any_pos("ADJS");
}

bool is_form_of_byt(const Item& item) {
  return item.is_word() && std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
           return p.normal_form == "быть" && (p.tag.pos() == "VERB" || p.tag.pos() == "INFN");
         });
}

// Words that may stand between быть and the participle: «был уже загружен».
bool is_adverb_or_particle(const Item& item) {
  if (!item.is_word() || item.parses.empty()) return false;
  const auto pos = item.parses.front().tag.pos();
  return pos == "ADVB" || pos == "PRCL";
}

// Reflexive verbs whose instrumental is an object or a predicate, not an agent
// («является администратором», «пользуется программой»).
bool governs_instrumental(const Parse& verb) {
  static constexpr std::array<std::string_view, 22> kLemmas = {
      "являться",          "считаться",   "называться",     "становиться",    "стать",
      "оказываться",       "казаться",    "представляться", "пользоваться",   "заниматься",
      "интересоваться",    "гордиться",   "любоваться",     "делиться",       "обмениваться",
      "руководствоваться", "управляться", "владеть",        "ограничиваться", "отличаться",
      "характеризоваться", "оставаться"};
  return std::find(kLemmas.begin(), kLemmas.end(), verb.normal_form) != kLemmas.end();
}

bool is_reflexive_imperfective_verb(const Item& item) {
  if (!item.checkable() || !item.only_pos({"VERB"})) return false;
  const std::string& w = item.lower;
  const bool reflexive = w.size() > 4 && (w.ends_with("ся") || w.ends_with("сь"));
  return reflexive && std::all_of(item.parses.begin(), item.parses.end(), [](const Parse& p) {
           return p.tag.has("impf") && !p.tag.has("impr") && !governs_instrumental(p);
         });
}

bool is_instrumental_noun(const Item& item) {
  return item.checkable() && item.only_pos({"NOUN"}) &&
         std::any_of(item.parses.begin(), item.parses.end(),
                     [](const Parse& p) { return p.tag.has("ablt"); });
}

bool is_animate_instrumental(const Item& item) {
  return item.checkable() && item.only_pos({"NOUN"}) &&
         std::any_of(item.parses.begin(), item.parses.end(),
                     [](const Parse& p) { return p.tag.has("ablt") && p.tag.has("anim"); });
}

void report(const AnalysedBlock& block, const Item& first, const Item& last, std::string rule,
            std::string message, std::vector<sdk::Remark>& out) {
  const int offset = first.token->offset;
  const int length = last.token->offset + last.token->length - offset;
  out.push_back(make_remark(block, "passive_voice", std::move(rule), sdk::Severity::suggestion, offset,
                            length,
                            "Страдательный залог: «" + text_between(block, first, last) + "». " + message));
}

}  // namespace

void check_passive_voice(const AnalysedBlock& block, std::vector<sdk::Remark>& out) {
  for (const auto& sentence : block.sentences) {
    const auto& items = sentence.items;
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (is_short_passive_participle(items[i])) {
        std::size_t k = i + 1;
        while (k < items.size() && is_adverb_or_particle(items[k])) ++k;
        const bool agent = k < items.size() && is_instrumental_noun(items[k]);
        if (is_also_adjective(items[i]) && !agent) continue;
        std::size_t j = i;
        while (j > 0 && is_adverb_or_particle(items[j - 1])) --j;
        if (j > 0 && is_form_of_byt(items[j - 1])) {
          report(block, items[j - 1], items[i], "passive_voice.byt_participle",
                 "В инструкции яснее действительный залог: назовите, кто выполняет действие "
                 "(«Система удалит файлы» вместо «Файлы будут удалены»).",
                 out);
          continue;
        }
        // Without быть, a short participle with no agent usually names a state
        // («служба запущена», «доступ запрещён»); with an agent in the
        // instrumental it is a passive statement («Запрос обработан сервером»).
        if (!agent) continue;
        report(block, items[i], items[i], "passive_voice.short_participle",
               "Краткое страдательное причастие скрывает, кто действует. Перестройте фразу в действительный "
               "залог («Сервер обработал запрос» вместо «Запрос обработан сервером»).",
               out);
        continue;
      }
      if (is_reflexive_imperfective_verb(items[i])) {
        std::size_t k = i + 1;
        while (k < items.size() && is_adverb_or_particle(items[k])) ++k;
        if (k < items.size() && is_animate_instrumental(items[k]))
          report(block, items[i], items[k], "passive_voice.reflexive_agent",
                 "Возвратный глагол с деятелем в творительном падеже — страдательная конструкция. "
                 "Сделайте деятеля подлежащим («Администратор устанавливает обновление»).",
                 out);
      }
    }
  }
}

}  // namespace proofreader::morphology_engine

// Error injection for the generalisation harness (tests/eval/injection_eval.py).
//
// Reads plain Russian text (one paragraph per line, e.g. Debian's manual pages
// rendered with groff), keeps ordinary prose sentences and writes one JSON
// line per item: {"id", "kind", "text", "frag", "original"}. Each sentence
// gets at most one error, of the kind assigned to it in turn, made with the
// project's own morphology (proofreader_russian), so the words are real forms:
//
//   agreement     a modifier before its noun re-inflected (case or number) so
//                 that no parse of it agrees with any parse of the noun
//   subject_verb  the number of a finite verb after its nominative subject
//   government    the case of the noun phrase after a preposition, to a case
//                 the preposition never takes
//   spelling      a realistic typo (adjacent letters swapped, a letter dropped
//                 or doubled) that the dictionary does not know
//   comma         the comma before что/который/если/когда/чтобы/где dropped
//   clean         the sentence as it stands
//
// Every --clean-every-th sentence stays clean. Deterministic: the same input
// gives the same items.
//
//   inject_errors <dict dir> [--clean-every N] [--max N] < text > items.jsonl
#include "injection_support.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <iostream>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace eval;

struct Item {
  std::string kind, text, frag, original;
};

class Injector {
 public:
  Injector(const Morphology& m) : m_(m) {}

  std::optional<Item> inject(const std::string& sentence, const std::string& kind, std::mt19937& rng) {
    tokenized_ = proofreader::russian::tokenize(sentence);
    words_.clear();
    for (const auto& t : tokenized_.tokens) {
      if (t.kind == Kind::space) continue;
      Word w{&t, proofreader::russian::to_lower(t.text), {}};
      if (t.kind == Kind::word) w.parses = m_.parse(w.lower);
      words_.push_back(std::move(w));
    }
    sentence_ = &sentence;
    if (kind == "agreement") return agreement(rng);
    if (kind == "subject_verb") return subject_verb(rng);
    if (kind == "government") return government(rng);
    if (kind == "spelling") return spelling(rng);
    if (kind == "comma") return comma(rng);
    return std::nullopt;
  }

 private:
  // Replaces the bytes of token i with `replacement`; the fragment is [from, to] tokens.
  Item replace(std::size_t i, const std::string& replacement, std::size_t from, std::size_t to,
               const std::string& kind) {
    const Token& t = *words_[i].token;
    std::string text =
        sentence_->substr(0, t.byte_offset) + replacement + sentence_->substr(t.byte_offset + t.byte_length);
    const int delta = static_cast<int>(replacement.size()) - t.byte_length;
    const Token& a = *words_[from].token;
    const Token& b = *words_[to].token;
    int begin = a.byte_offset, end = b.byte_offset + b.byte_length;
    if (a.byte_offset > t.byte_offset) begin += delta;
    if (end > t.byte_offset) end += delta;
    return {kind, text, text.substr(begin, end - begin), *sentence_};
  }

  static std::string keep_capital(const std::string& form, const std::string& like) {
    return proofreader::russian::starts_upper(like) ? proofreader::russian::capitalize(form) : form;
  }

  template <class T>
  std::vector<std::size_t> shuffled(std::size_t n, T& rng) {
    std::vector<std::size_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = i;
    std::shuffle(v.begin(), v.end(), rng);
    return v;
  }

  // A modifier (adjective, participle, determiner) right before its noun,
  // unambiguous enough: every parse of it agreeing with the noun.
  std::optional<Item> agreement(std::mt19937& rng) {
    static const std::array<std::string_view, 6> kCases = {"nomn", "gent", "datv", "accs", "ablt", "loct"};
    for (const auto i : shuffled(words_.size(), rng)) {
      if (i + 1 >= words_.size()) continue;
      const Word& a = words_[i];
      const Word& n = words_[i + 1];
      if (!a.word() || !n.word() || !a.known() || !n.known() || !a.only({"ADJF", "PRTF"}) ||
          !n.only({"NOUN"}))
        continue;
      if (a.lower.find('-') != std::string::npos || proofreader::russian::starts_upper(n.token->text))
        continue;
      if (!any_agree(a.parses, n.parses)) continue;
      // Leave coordinated modifiers alone: «основного и резервного серверов».
      if (i > 0 &&
          (words_[i - 1].lower == "и" || words_[i - 1].lower == "или" || words_[i - 1].token->text == ","))
        continue;
      const Parse& p = a.parses.front();
      for (const auto c : shuffled(kCases.size() * 2, rng)) {
        std::vector<std::string> want{std::string(kCases[c % 6]), c < 6 ? "sing" : "plur"};
        if (c < 6 && !n.parses.front().tag.gender().empty()) want.emplace_back(n.parses.front().tag.gender());
        std::string form = m_.inflect(p, want);
        if (form.empty() || form == a.lower) continue;
        const auto fp = m_.parse(form);
        if (any_agree(fp, n.parses)) continue;
        // The new form must not agree with another noun close by either.
        bool nearby = false;
        for (std::size_t k = (i >= 3 ? i - 3 : 0); k < std::min(words_.size(), i + 6); ++k)
          if (k != i && words_[k].word() && words_[k].any("NOUN") && any_agree(fp, words_[k].parses))
            nearby = true;
        if (nearby) continue;
        return replace(i, keep_capital(form, a.token->text), i, i + 1, "agreement");
      }
    }
    return std::nullopt;
  }

  // A nominative subject (noun or substantive) at a clause start, its verb
  // within three words after it (across «не» and adverbs).
  std::optional<Item> subject_verb(std::mt19937& rng) {
    for (const auto s : shuffled(words_.size(), rng)) {
      const Word& subj = words_[s];
      if (!subj.word() || !subj.known() || !subj.only({"NOUN"}) || !subj.has_case("nomn")) continue;
      if (subj.has_case("gent")) continue;
      // Clause start: the sentence start, a comma, a colon or a subordinating conjunction before it
      // (modifiers may stand between).
      std::size_t b = s;
      while (b > 0 && words_[b - 1].word() && words_[b - 1].only({"ADJF", "PRTF"})) --b;
      static const std::set<std::string> kOpeners = {"если", "когда", "что",  "чтобы",
                                                     "где",  "пока",  "хотя", "поскольку"};
      if (!(b == 0 || words_[b - 1].token->text == "," || words_[b - 1].token->text == ":" ||
            kOpeners.count(words_[b - 1].lower)))
        continue;
      if (b > 1 && kOpeners.count(words_[b - 1].lower) == 0 &&
          (words_[b - 2].lower == "и" || words_[b - 2].lower == "или"))
        continue;
      // Conjunctions right after the comma would coordinate subjects.
      const std::string_view number = subj.parses.front().tag.number();
      if (number.empty()) continue;
      std::size_t v = s + 1;
      while (v < words_.size() && v <= s + 3 && words_[v].word() && words_[v].only({"ADVB", "PRCL"})) ++v;
      if (v >= words_.size() || !words_[v].word() || !words_[v].known()) continue;
      const Word& verb = words_[v];
      if (!verb.only({"VERB"}) || proofreader::russian::starts_upper(verb.token->text)) continue;
      const Parse& vp = verb.parses.front();
      if (vp.tag.has("impr") || vp.tag.number() != number || vp.tag.person() == "1per" ||
          vp.tag.person() == "2per")
        continue;
      // The subject's nominative parse must agree with the verb as it stands.
      std::vector<std::string> want;
      if (number == "sing") {
        want = {"plur"};
        if (vp.tag.tense() != "past") want.emplace_back("3per");
      } else {
        want = {"sing"};
        if (vp.tag.tense() == "past") {
          const auto g = subj.parses.front().tag.gender();
          if (g != "masc" && g != "femn" && g != "neut") continue;
          want.emplace_back(g);
        } else {
          want.emplace_back("3per");
        }
      }
      std::string form = m_.inflect(vp, want);
      if (form.empty() || form == verb.lower) continue;
      // A later nominative the new form agrees with would make it inverted order.
      const std::string_view new_number = number == "sing" ? "plur" : "sing";
      bool later = false;
      for (std::size_t k = v + 1; k < words_.size() && words_[k].word(); ++k)
        for (const auto& p : words_[k].parses)
          if (main_case(p.tag.gram_case()) == "nomn" &&
              (p.tag.number() == new_number || p.tag.pos() == "NPRO"))
            later = true;
      // And so would a coordinated subject or one more noun before it.
      if (later || (s > 0 && words_[s - 1].word() && words_[s - 1].any("NOUN"))) continue;
      return replace(v, form, v, v, "subject_verb");
    }
    return std::nullopt;
  }

  // The case after a preposition changed to one it never takes.
  std::optional<Item> government(std::mt19937& rng) {
    struct Prep {
      std::string_view word;
      std::array<std::string_view, 2> cases;
    };
    static const std::array<Prep, 14> kPreps = {{{"для", {"gent", ""}},
                                                 {"без", {"gent", ""}},
                                                 {"из", {"gent", ""}},
                                                 {"от", {"gent", ""}},
                                                 {"до", {"gent", ""}},
                                                 {"после", {"gent", ""}},
                                                 {"из-за", {"gent", ""}},
                                                 {"кроме", {"gent", ""}},
                                                 {"к", {"datv", ""}},
                                                 {"при", {"loct", ""}},
                                                 {"через", {"accs", ""}},
                                                 {"над", {"ablt", ""}},
                                                 {"перед", {"ablt", ""}},
                                                 {"по", {"datv", ""}}}};
    static const std::array<std::string_view, 6> kCases = {"nomn", "gent", "datv", "accs", "ablt", "loct"};
    for (const auto i : shuffled(words_.size(), rng)) {
      if (i + 1 >= words_.size() || !words_[i].word()) continue;
      const auto prep = std::find_if(kPreps.begin(), kPreps.end(),
                                     [&](const Prep& p) { return p.word == words_[i].lower; });
      if (prep == kPreps.end()) continue;
      // The phrase: modifiers then a noun; only the first word changes when it is the noun,
      // otherwise modifier and noun both change.
      std::size_t n = i + 1;
      while (n < words_.size() && n <= i + 3 && words_[n].word() && words_[n].known() &&
             words_[n].only({"ADJF", "PRTF"}))
        ++n;
      if (n >= words_.size() || !words_[n].word() || !words_[n].known() || !words_[n].only({"NOUN"}))
        continue;
      if (proofreader::russian::starts_upper(words_[n].token->text)) continue;
      // «по» with the locative or accusative is correct too: change only to nominative.
      const bool allowed_now = words_[n].has_case(prep->cases[0]);
      if (!allowed_now) continue;
      const Parse* np = nullptr;
      for (const auto& p : words_[n].parses)
        if (main_case(p.tag.gram_case()) == prep->cases[0]) {
          np = &p;
          break;
        }
      if (!np) continue;
      for (const auto c : shuffled(kCases.size(), rng)) {
        const auto target = kCases[c];
        if (target == prep->cases[0] || (prep->word == "по" && target != "nomn") ||
            (target == "accs" && (prep->word == "по" || prep->word == "через")))
          continue;
        std::string nf = m_.inflect(*np, {std::string(target), std::string(np->tag.number())});
        if (nf.empty()) continue;
        const auto nfp = m_.parse(nf);
        if (std::any_of(nfp.begin(), nfp.end(),
                        [&](const Parse& p) { return main_case(p.tag.gram_case()) == prep->cases[0]; }) ||
            std::any_of(nfp.begin(), nfp.end(), [&](const Parse& p) { return p.tag.pos() != "NOUN"; }))
          continue;
        // «в/на/с/за» readings are not involved; modifiers follow the noun.
        std::string text = *sentence_;
        std::vector<std::pair<std::size_t, std::string>> changes;
        bool ok = true;
        for (std::size_t k = i + 1; k < n && ok; ++k) {
          const Parse* ap = nullptr;
          for (const auto& p : words_[k].parses)
            if (agrees(p, *np)) ap = &p;
          if (!ap) {
            ok = false;
            break;
          }
          std::vector<std::string> want{std::string(target), std::string(np->tag.number())};
          if (np->tag.number() == "sing" && !np->tag.gender().empty()) want.emplace_back(np->tag.gender());
          if (target == "accs" && !np->tag.animacy().empty()) want.emplace_back(np->tag.animacy());
          std::string af = m_.inflect(*ap, want);
          if (af.empty()) ok = false;
          changes.emplace_back(k, af);
        }
        if (!ok) continue;
        changes.emplace_back(n, nf);
        // Apply from the end so byte offsets stay valid.
        for (auto it = changes.rbegin(); it != changes.rend(); ++it) {
          const Token& t = *words_[it->first].token;
          text = text.substr(0, t.byte_offset) + it->second + text.substr(t.byte_offset + t.byte_length);
        }
        if (text == *sentence_) continue;
        const int begin = words_[i].token->byte_offset;
        int end = words_[n].token->byte_offset + words_[n].token->byte_length;
        for (const auto& [k, f] : changes) end += static_cast<int>(f.size()) - words_[k].token->byte_length;
        return Item{"government", text, text.substr(begin, end - begin), *sentence_};
      }
    }
    return std::nullopt;
  }

  static std::vector<std::string> letters(const std::string& w) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < w.size();) {
      const unsigned char c = w[i];
      const std::size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
      out.push_back(w.substr(i, len));
      i += len;
    }
    return out;
  }

  std::optional<Item> spelling(std::mt19937& rng) {
    for (const auto i : shuffled(words_.size(), rng)) {
      const Word& w = words_[i];
      if (!w.word() || !w.known() || proofreader::russian::starts_upper(w.token->text)) continue;
      auto ls = letters(w.lower);
      if (ls.size() < 6 || w.lower.find('-') != std::string::npos) continue;
      if (!std::all_of(ls.begin(), ls.end(), [](const std::string& l) { return l.size() == 2; })) continue;
      for (int attempt = 0; attempt < 6; ++attempt) {
        auto t = ls;
        const std::size_t k = 1 + rng() % (ls.size() - 2);  // never the first letter
        switch (rng() % 3) {
          case 0:
            std::swap(t[k], t[k + 1]);
            break;
          case 1:
            t.erase(t.begin() + static_cast<long>(k));
            break;
          default:
            t.insert(t.begin() + static_cast<long>(k), t[k]);
            break;
        }
        std::string typo;
        for (const auto& l : t) typo += l;
        if (typo == w.lower || m_.is_known(typo)) continue;
        return replace(i, typo, i, i, "spelling");
      }
    }
    return std::nullopt;
  }

  std::optional<Item> comma(std::mt19937& rng) {
    static const std::set<std::string> kWords = {"что", "если", "когда", "чтобы", "где"};
    static const std::set<std::string> kBefore = {
        "то",     "того",  "тем",    "том",      "так",   "потому", "оттого", "затем", "лишь",
        "только", "даже",  "именно", "особенно", "как",   "и",      "а",      "но",    "или",
        "ли",     "также", "тогда",  "раз",      "время", "случае", "того,",  "всем",  "том"};
    for (const auto i : shuffled(words_.size(), rng)) {
      if (i < 2 || i + 2 >= words_.size() || words_[i].token->text != ",") continue;
      const Word& next = words_[i + 1];
      const bool relative =
          next.word() && std::any_of(next.parses.begin(), next.parses.end(),
                                     [](const Parse& p) { return p.normal_form == "который"; });
      if (!next.word() || (!kWords.count(next.lower) && !relative)) continue;
      const Word& prev = words_[i - 1];
      if (!prev.word() || kBefore.count(prev.lower)) continue;
      const Token& c = *words_[i].token;
      std::string text =
          sentence_->substr(0, c.byte_offset) + sentence_->substr(c.byte_offset + c.byte_length);
      // The fragment: the word before and the conjunction.
      const int begin = prev.token->byte_offset;
      const int end = next.token->byte_offset + next.token->byte_length - c.byte_length;
      return Item{"comma", text, text.substr(begin, end - begin), *sentence_};
    }
    return std::nullopt;
  }

  const Morphology& m_;
  proofreader::russian::Tokenized tokenized_;
  std::vector<Word> words_;
  const std::string* sentence_ = nullptr;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') {  // --help, or an option where the folder belongs
    std::cerr << "usage: inject_errors <dict dir> [--clean-every N] [--max N] < text > items.jsonl\n";
    return 2;
  }
  int clean_every = 4;
  std::size_t max_items = 100000;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--clean-every") clean_every = std::stoi(argv[i + 1]);
    if (a == "--max") max_items = std::stoul(argv[i + 1]);
  }
  const auto morphology = Morphology::open(argv[1]);
  Injector injector(*morphology);
  static const std::array<std::string, 5> kKinds = {"agreement", "subject_verb", "government", "spelling",
                                                    "comma"};
  std::set<std::string> seen;
  std::string line;
  std::size_t n = 0, turn = 0;
  std::array<std::size_t, 5> made{};
  while (std::getline(std::cin, line) && n < max_items) {
    const auto t = proofreader::russian::tokenize(line);
    for (const auto& s : t.sentences) {
      if (n >= max_items) break;
      std::string sentence = line.substr(s.byte_offset, s.byte_length);
      while (!sentence.empty() && (sentence.back() == ' ' || sentence.back() == '\n')) sentence.pop_back();
      const auto st = proofreader::russian::tokenize(sentence);
      if (st.sentences.size() != 1 || !prose(sentence, st) || !seen.insert(sentence).second) continue;
      std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>{}(sentence)));
      std::optional<Item> item;
      if (clean_every > 0 && turn % clean_every == 0) {
        item = Item{"clean", sentence, "", sentence};
      } else {
        // The kinds with the fewest items so far are tried first, so the kinds stay balanced.
        std::array<std::size_t, 5> order = {0, 1, 2, 3, 4};
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return made[a] < made[b]; });
        for (std::size_t k = 0; k < kKinds.size() && !item; ++k) {
          item = injector.inject(sentence, kKinds[order[k]], rng);
          if (item) ++made[order[k]];
        }
      }
      ++turn;
      if (!item) continue;
      std::cout << "{\"id\":\"i" << n << "\",\"kind\":\"" << item->kind << "\",\"text\":\""
                << json_escape(item->text) << "\",\"frag\":\"" << json_escape(item->frag)
                << "\",\"original\":\"" << json_escape(item->original) << "\"}\n";
      ++n;
    }
  }
  return 0;
}

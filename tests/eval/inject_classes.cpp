// The second, independent error generator (issue 35): it makes the agreement
// and subject–verb errors by *class*, the constructions the first generator
// (inject_errors.cpp) makes rarely or never, and writes which class each item
// belongs to, so injection_eval.py can report recall per class.
//
//   agreement:
//     pronominal             любой/другой/весь/каждый/этот… re-inflected before its noun
//     homonym_noun           a modifier before a noun whose form is also another part
//                            of speech («почту», «стали»): only the modifier settles it
//     initial_adjective      the modifier opening the sentence
//     coordinated_predicate  the second of two coordinated predicate adjectives
//                            («простой и понятная»)
//   subject_verb:
//     ambiguous_subject      the subject's form is ambiguous (genitive singular and
//                            nominative plural, …); the modifier before it settles it
//     verb_first             the verb before its subject («отображаются сообщение»)
//     modal_participle       a short participle after быть, or a modal before a
//                            passive infinitive and its subject
//     subordinate_subject    subject and verb of a clause after чтобы/когда/если/…
//
// Every item carries "split": "held" for a fixed third of the sentences (by an
// FNV-1a hash of the sentence, independent of the order of the input), which is
// never read while fixing, "dev" otherwise. Every --clean-every-th sentence stays
// clean. Deterministic. --dev-only skips the held-out sentences before anything is
// made of them, so fresh development material can be drawn from the same text
// (--clean-every 1: every development sentence as a clean item) without the
// held-out part ever being written.
//
//   inject_classes <dict dir> [--clean-every N] [--max-per-class N] [--dev-only] < text > items.jsonl
#include "injection_support.hpp"

#include <array>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace eval;
namespace ru = proofreader::russian;

struct Item {
  std::string kind, cls, text, frag;
};

std::uint32_t fnv1a(const std::string& s) {
  std::uint32_t h = 2166136261u;
  for (const unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

// The held-out third: fixed by the sentence alone, whatever the order of the input.
bool held(const std::string& sentence) {
  return fnv1a(sentence) % 3 == 0;
}

const std::array<std::string_view, 6> kCases = {"nomn", "gent", "datv", "accs", "ablt", "loct"};

bool is_modifier(const Word& w) {
  return w.word() && w.known() && w.only({"ADJF", "PRTF"});
}
bool is_pronominal(const Word& w) {
  return is_modifier(w) && w.parses.front().tag.has("Apro");
}
bool is_noun(const Word& w) {
  return w.word() && w.known() && w.any("NOUN");
}
bool ends_with(const std::string& s, std::string_view tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// Only the NOUN parses of a word.
ParseList noun_parses(const Word& w) {
  std::vector<Parse> out;
  for (const auto& p : w.parses)
    if (p.tag.pos() == "NOUN") out.push_back(p);
  return ParseList(std::move(out));
}

class ClassInjector {
 public:
  explicit ClassInjector(const Morphology& m) : m_(m) {}

  static const std::vector<std::pair<std::string, std::string>>& classes() {
    static const std::vector<std::pair<std::string, std::string>> k = {
        {"agreement", "pronominal"},           {"agreement", "homonym_noun"},
        {"agreement", "initial_adjective"},    {"agreement", "coordinated_predicate"},
        {"subject_verb", "ambiguous_subject"}, {"subject_verb", "verb_first"},
        {"subject_verb", "modal_participle"},  {"subject_verb", "subordinate_subject"}};
    return k;
  }

  void load(const std::string& sentence) {
    sentence_ = &sentence;
    tokenized_ = ru::tokenize(sentence);
    words_.clear();
    for (const auto& t : tokenized_.tokens) {
      if (t.kind == Kind::space) continue;
      Word w{&t, ru::to_lower(t.text), {}};
      if (t.kind == Kind::word) w.parses = m_.parse(w.lower);
      words_.push_back(std::move(w));
    }
  }

  std::optional<Item> inject(const std::string& cls, std::mt19937& rng) {
    if (cls == "pronominal")
      return modifier_before_noun(cls, rng, [](const Word& a, const Word&, std::size_t) {
        return is_pronominal(a) && !kRelative.count(a.parses.front().normal_form);
      });
    if (cls == "homonym_noun")
      return modifier_before_noun(cls, rng, [](const Word& a, const Word& n, std::size_t) {
        return !is_pronominal(a) && !n.only({"NOUN"});
      });
    if (cls == "initial_adjective")
      return modifier_before_noun(
          cls, rng, [](const Word& a, const Word&, std::size_t i) { return i == 0 && !is_pronominal(a); });
    if (cls == "coordinated_predicate") return coordinated_predicate(rng);
    if (cls == "ambiguous_subject") return ambiguous_subject(rng);
    if (cls == "verb_first") return verb_first(rng);
    if (cls == "modal_participle") return modal_participle(rng);
    if (cls == "subordinate_subject") return subordinate_subject(rng);
    return std::nullopt;
  }

 private:
  static inline const std::set<std::string> kRelative = {"который", "какой", "чей", "каков", "сколько"};
  static inline const std::set<std::string> kOpeners = {"чтобы",     "когда", "если", "пока", "хотя",
                                                        "поскольку", "что",   "где",  "как",  "раз"};

  template <class T>
  static std::vector<std::size_t> shuffled(std::size_t n, T& rng) {
    std::vector<std::size_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = i;
    std::shuffle(v.begin(), v.end(), rng);
    return v;
  }

  static std::string keep_capital(const std::string& form, const std::string& like) {
    return ru::starts_upper(like) ? ru::capitalize(form) : form;
  }

  Item replace(std::size_t i, const std::string& replacement, std::size_t from, std::size_t to,
               const std::string& kind, const std::string& cls) const {
    const Token& t = *words_[i].token;
    const std::string form = keep_capital(replacement, t.text);
    std::string text =
        sentence_->substr(0, t.byte_offset) + form + sentence_->substr(t.byte_offset + t.byte_length);
    const int delta = static_cast<int>(form.size()) - t.byte_length;
    int begin = words_[from].token->byte_offset;
    int end = words_[to].token->byte_offset + words_[to].token->byte_length;
    if (begin > t.byte_offset) begin += delta;
    if (end > t.byte_offset) end += delta;
    return {kind, cls, text, text.substr(begin, end - begin)};
  }

  bool agrees_with_a_noun_nearby(const ParseList& form, std::size_t i) const {
    for (std::size_t k = (i >= 3 ? i - 3 : 0); k < std::min(words_.size(), i + 6); ++k)
      if (k != i && is_noun(words_[k]) && any_agree(form, noun_parses(words_[k]))) return true;
    return false;
  }

  // A form of the modifier's lexeme in another case or number that agrees
  // with no noun parse of the noun, nor with a noun close by.
  std::string disagreeing_form(const Word& a, const Word& n, std::size_t i, std::mt19937& rng) const {
    const Parse& p = a.parses.front();
    const auto nouns = noun_parses(n);
    for (const auto c : shuffled(kCases.size() * 2, rng)) {
      std::vector<std::string> want{std::string(kCases[c % 6]), c < 6 ? "sing" : "plur"};
      if (c < 6 && !nouns.front().tag.gender().empty()) want.emplace_back(nouns.front().tag.gender());
      const std::string form = m_.inflect(p, want);
      if (form.empty() || form == a.lower) continue;
      const auto fp = m_.parse(form);
      if (any_agree(fp, nouns) || agrees_with_a_noun_nearby(fp, i)) continue;
      return form;
    }
    return {};
  }

  template <class Pick>
  std::optional<Item> modifier_before_noun(const std::string& cls, std::mt19937& rng, Pick pick) {
    for (const auto i : shuffled(words_.size(), rng)) {
      if (i + 1 >= words_.size()) continue;
      const Word& a = words_[i];
      const Word& n = words_[i + 1];
      if (!is_modifier(a) || !is_noun(n) || ru::starts_upper(n.token->text) ||
          a.lower.find('-') != std::string::npos)
        continue;
      if (!pick(a, n, i) || !any_agree(a.parses, noun_parses(n))) continue;
      // Coordinated modifiers share a noun in the plural: «основного и резервного серверов».
      if (i > 0 &&
          (words_[i - 1].lower == "и" || words_[i - 1].lower == "или" || words_[i - 1].token->text == ","))
        continue;
      const std::string form = disagreeing_form(a, n, i, rng);
      if (!form.empty()) return replace(i, form, i, i + 1, "agreement", cls);
    }
    return std::nullopt;
  }

  // «… быть простой и понятной.»: two adjectives joined by и/или, the second
  // followed by no noun (so they are predicates, not modifiers); the second
  // changes to a case neither shares.
  std::optional<Item> coordinated_predicate(std::mt19937& rng) {
    for (const auto j : shuffled(words_.size(), rng)) {
      if (j < 2 || !(words_[j].lower == "и" || words_[j].lower == "или") || j + 1 >= words_.size()) continue;
      const Word& x = words_[j - 1];
      const Word& y = words_[j + 1];
      if (!is_modifier(x) || !is_modifier(y) || is_pronominal(x) || is_pronominal(y)) continue;
      if (j + 2 < words_.size() && (is_noun(words_[j + 2]) || is_modifier(words_[j + 2]))) continue;
      const Parse* shared = nullptr;
      for (const auto& px : x.parses)
        for (const auto& py : y.parses)
          if (main_case(px.tag.gram_case()) == main_case(py.tag.gram_case()) &&
              px.tag.number() == py.tag.number() && px.tag.gender() == py.tag.gender())
            shared = &py;
      if (!shared) continue;
      for (const auto c : shuffled(kCases.size(), rng)) {
        std::vector<std::string> want{std::string(kCases[c]), std::string(shared->tag.number())};
        if (!shared->tag.gender().empty()) want.emplace_back(shared->tag.gender());
        const std::string form = m_.inflect(*shared, want);
        if (form.empty() || form == y.lower) continue;
        const auto fp = m_.parse(form);
        bool still = false;
        for (const auto& px : x.parses)
          for (const auto& pf : fp)
            if (main_case(px.tag.gram_case()) == main_case(pf.tag.gram_case()) &&
                px.tag.number() == pf.tag.number())
              still = true;
        if (still) continue;
        return replace(j + 1, form, j - 1, j + 1, "agreement", "coordinated_predicate");
      }
    }
    return std::nullopt;
  }

  // The verb's form in the other number (third person, or the subject's gender in the past).
  std::string other_number(const Parse& vp, std::string_view gender) const {
    std::vector<std::string> want;
    if (vp.tag.number() == "sing") {
      want = {"plur"};
      if (vp.tag.tense() != "past") want.emplace_back("3per");
    } else if (vp.tag.number() == "plur") {
      want = {"sing"};
      if (vp.tag.tense() == "past") {
        if (gender != "masc" && gender != "femn" && gender != "neut") return {};
        want.emplace_back(gender);
      } else {
        want.emplace_back("3per");
      }
    } else {
      return {};
    }
    return m_.inflect(vp, want);
  }

  // A finite verb in the third person (or the past) that agrees with the noun's nominative parse.
  static const Parse* finite_agreeing(const Word& v, const Parse& subject) {
    if (!v.word() || !v.known() || !v.only({"VERB"})) return nullptr;
    const Parse& vp = v.parses.front();
    if (vp.tag.has("impr") || vp.tag.person() == "1per" || vp.tag.person() == "2per") return nullptr;
    if (vp.tag.number() != subject.tag.number()) return nullptr;
    if (vp.tag.tense() == "past" && vp.tag.number() == "sing" && vp.tag.gender() != subject.tag.gender())
      return nullptr;
    return &vp;
  }

  static const Parse* nominative(const Word& n) {
    for (const auto& p : n.parses)
      if (p.tag.pos() == "NOUN" && p.tag.gram_case() == "nomn" && !p.tag.number().empty()) return &p;
    return nullptr;
  }

  // The verb after the subject, across «не» and adverbs.
  std::size_t verb_after(std::size_t s) const {
    std::size_t v = s + 1;
    while (v < words_.size() && v <= s + 3 && words_[v].word() && words_[v].only({"ADVB", "PRCL"})) ++v;
    return v;
  }

  bool clause_start(std::size_t b) const {
    return b == 0 || words_[b - 1].token->text == "," || words_[b - 1].token->text == ":" ||
           kOpeners.count(words_[b - 1].lower) > 0;
  }

  // Subject (modifiers, a noun in the nominative) then its verb; `accept` picks the construction.
  template <class Accept>
  std::optional<Item> subject_then_verb(const std::string& cls, std::mt19937& rng, Accept accept) {
    for (const auto s : shuffled(words_.size(), rng)) {
      const Word& n = words_[s];
      if (!is_noun(n) || ru::starts_upper(n.token->text) || !n.only({"NOUN"})) continue;
      const Parse* subject = nominative(n);
      if (!subject) continue;
      std::size_t b = s;
      while (b > 0 && is_modifier(words_[b - 1])) --b;
      if (!clause_start(b) || !accept(b, s)) continue;
      // Coordinated subjects: «файл и каталог удалены».
      if (s + 1 < words_.size() && (words_[s + 1].lower == "и" || words_[s + 1].lower == "или")) continue;
      if (b > 0 && words_[b - 1].token->text == "," && b > 1 && is_noun(words_[b - 2])) continue;
      const std::size_t v = verb_after(s);
      if (v >= words_.size()) continue;
      // The modifiers must agree with the nominative parse the verb agrees with.
      bool modifiers_agree = true;
      for (std::size_t k = b; k < s; ++k)
        modifiers_agree = modifiers_agree && any_agree(words_[k].parses, ParseList({*subject}));
      const Parse* vp = finite_agreeing(words_[v], *subject);
      if (!vp || !modifiers_agree) continue;
      const std::string form = other_number(*vp, subject->tag.gender());
      if (form.empty() || form == words_[v].lower ||
          later_nominative(v, vp->tag.number() == "sing" ? "plur" : "sing"))
        continue;
      return replace(v, form, v, v, "subject_verb", cls);
    }
    return std::nullopt;
  }

  // A nominative of `number` after the verb would make the changed verb agree with it.
  bool later_nominative(std::size_t v, std::string_view number) const {
    for (std::size_t k = v + 1; k < words_.size() && words_[k].word(); ++k)
      for (const auto& p : words_[k].parses)
        if (main_case(p.tag.gram_case()) == "nomn" && (p.tag.number() == number || p.tag.pos() == "NPRO"))
          return true;
    return false;
  }

  std::optional<Item> ambiguous_subject(std::mt19937& rng) {
    return subject_then_verb("ambiguous_subject", rng, [&](std::size_t b, std::size_t s) {
      if (b == s) return false;
      // Another reading of the noun's form, in another case: «службы» (genitive
      // singular, nominative plural), «модуль» (nominative, accusative).
      const Word& n = words_[s];
      return std::any_of(n.parses.begin(), n.parses.end(),
                         [](const Parse& p) { return p.tag.gram_case() != "nomn"; });
    });
  }

  std::optional<Item> subordinate_subject(std::mt19937& rng) {
    return subject_then_verb("subordinate_subject", rng, [&](std::size_t b, std::size_t) {
      return b > 0 && kOpeners.count(words_[b - 1].lower) > 0;
    });
  }

  // «если появятся окно»: an intransitive (reflexive) verb, then its subject, and no
  // nominative before the verb in its clause.
  std::optional<Item> verb_first(std::mt19937& rng) {
    for (const auto v : shuffled(words_.size(), rng)) {
      const Word& verb = words_[v];
      if (!verb.word() || !verb.known() || !verb.only({"VERB"}) || ru::starts_upper(verb.token->text))
        continue;
      if (!ends_with(verb.lower, "ся") && !ends_with(verb.lower, "сь")) continue;
      // Nothing before it in its clause that could be its subject or another predicate.
      bool earlier = false;
      for (std::size_t k = v; k-- > 0 && !clause_start(k + 1);)
        for (const auto& p : words_[k].parses)
          if (p.tag.gram_case() == "nomn" || (p.tag.pos() == "VERB" && k + 1 != v)) earlier = true;
      if (earlier) continue;
      std::size_t s = v + 1;
      while (s < words_.size() && is_modifier(words_[s])) ++s;
      // A noun and nothing else: «и», «к» are nouns too (the letters).
      if (s >= words_.size() || !is_noun(words_[s]) || !words_[s].only({"NOUN"}) ||
          ru::starts_upper(words_[s].token->text))
        continue;
      const Parse* subject = nominative(words_[s]);
      if (!subject) continue;
      if (s + 1 < words_.size() && (words_[s + 1].lower == "и" || words_[s + 1].lower == "или")) continue;
      const Parse* vp = finite_agreeing(verb, *subject);
      if (!vp) continue;
      const std::string form = other_number(*vp, subject->tag.gender());
      if (form.empty() || form == verb.lower ||
          later_nominative(s, vp->tag.number() == "sing" ? "plur" : "sing"))
        continue;
      return replace(v, form, v, s, "subject_verb", "verb_first");
    }
    return std::nullopt;
  }

  // «файл может быть удалён» → «удалены»: a short participle after быть in a form
  // that shows its number, changed to the other number.
  std::optional<Item> modal_participle(std::mt19937& rng) {
    static const std::set<std::string> kBe = {"быть", "будет", "будут", "был", "была", "было", "были"};
    for (const auto i : shuffled(words_.size(), rng)) {
      if (i < 2 || !kBe.count(words_[i - 1].lower)) continue;
      const Word& w = words_[i];
      if (!w.word() || !w.known() || !w.only({"PRTS"})) continue;
      const Parse& p = w.parses.front();
      std::vector<std::string> want;
      if (p.tag.number() == "sing") {
        want = {"plur"};
      } else {
        // The subject's gender: the nominative noun before it in the clause.
        std::string_view gender;
        for (std::size_t k = i; k-- > 0 && words_[k].word();)
          if (const Parse* n = is_noun(words_[k]) ? nominative(words_[k]) : nullptr) {
            gender = n->tag.gender();
            break;
          }
        if (gender != "masc" && gender != "femn" && gender != "neut") continue;
        want = {"sing", std::string(gender)};
      }
      const std::string form = m_.inflect(p, want);
      if (form.empty() || form == w.lower) continue;
      return replace(i, form, i - 1, i, "subject_verb", "modal_participle");
    }
    return std::nullopt;
  }

  const Morphology& m_;
  const std::string* sentence_ = nullptr;
  ru::Tokenized tokenized_;
  std::vector<Word> words_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') {  // --help, or an option where the folder belongs
    std::cerr
        << "usage: inject_classes <dict dir> [--clean-every N] [--max-per-class N] [--dev-only] < text > "
           "items.jsonl\n";
    return 2;
  }
  int clean_every = 4;
  std::size_t max_per_class = 200;
  bool dev_only = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--dev-only") dev_only = true;
    if (i + 1 < argc && a == "--clean-every") clean_every = std::stoi(argv[++i]);
    if (i + 1 < argc && a == "--max-per-class") max_per_class = std::stoul(argv[++i]);
  }
  const auto morphology = Morphology::open(argv[1]);
  ClassInjector injector(*morphology);
  const auto& classes = ClassInjector::classes();
  std::map<std::string, std::size_t> made;
  std::size_t clean = 0, turn = 0, n = 0;
  std::set<std::string> seen;
  std::string line;
  const auto write = [&](const Item& item, const std::string& sentence) {
    std::cout << "{\"id\":\"c" << n++ << "\",\"kind\":\"" << item.kind << "\",\"class\":\"" << item.cls
              << "\",\"split\":\"" << (held(sentence) ? "held" : "dev") << "\",\"text\":\""
              << json_escape(item.text) << "\",\"frag\":\"" << json_escape(item.frag) << "\",\"original\":\""
              << json_escape(sentence) << "\"}\n";
  };
  while (std::getline(std::cin, line)) {
    const auto t = ru::tokenize(line);
    for (const auto& s : t.sentences) {
      std::string sentence = line.substr(s.byte_offset, s.byte_length);
      while (!sentence.empty() && (sentence.back() == ' ' || sentence.back() == '\n')) sentence.pop_back();
      const auto st = ru::tokenize(sentence);
      if (st.sentences.size() != 1 || !prose(sentence, st) || !seen.insert(sentence).second) continue;
      if (dev_only && held(sentence)) continue;
      std::mt19937 rng(fnv1a(sentence));
      if (clean_every > 0 && turn++ % clean_every == 0) {
        if (clean < max_per_class * 2) {
          write({"clean", "clean", sentence, ""}, sentence);
          ++clean;
        }
        continue;
      }
      injector.load(sentence);
      // The classes with the fewest items so far are tried first, so the classes stay balanced.
      std::vector<std::size_t> order(classes.size());
      for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return made[classes[a].second] < made[classes[b].second];
      });
      for (const auto k : order) {
        if (made[classes[k].second] >= max_per_class) continue;
        if (const auto item = injector.inject(classes[k].second, rng)) {
          ++made[classes[k].second];
          write(*item, sentence);
          break;
        }
      }
    }
  }
  for (const auto& [cls, count] : made) std::cerr << cls << ": " << count << "\n";
  return 0;
}

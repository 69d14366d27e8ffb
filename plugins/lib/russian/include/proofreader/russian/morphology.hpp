// Russian morphological analysis over the OpenCorpora dictionary in the
// pymorphy2 format (as shipped by the npm package az@0.2.3, dicts/ folder).
//
// Morphology::open() memory-maps the dictionary once; the object is immutable
// afterwards and safe to share between threads (std::shared_ptr<const ...>).
// Words not in the dictionary are predicted from their endings and marked
// predicted. ё and е are handled as OpenCorpora does (a word written with е
// also finds its ё form).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace proofreader::russian {

// Whether two grammemes (or parts of speech) are the same. Nearly all have four
// letters: those are compared as one 32-bit word rather than through memcmp,
// since the checks ask millions of times a corpus.
inline bool same_grammeme(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  if (a.size() != sizeof(std::uint32_t)) return a == b;
  std::uint32_t x = 0, y = 0;
  std::memcpy(&x, a.data(), sizeof x);
  std::memcpy(&y, b.data(), sizeof y);
  return x == y;
}

// A set of OpenCorpora grammemes ("NOUN", "femn", "sing", "nomn", "Prtf",
// "pssv", "Qual", …), as in the tag "NOUN,inan,femn sing,nomn".
class Tag {
 public:
  Tag() = default;
  explicit Tag(std::string text);  // the OpenCorpora tag string

  bool has(std::string_view grammeme) const;
  std::string_view pos() const;  // "NOUN", "ADJF", "VERB", "PRTS", … or ""
  std::string_view gram_case()
      const;  // "nomn", "gent", "datv", "accs", "ablt", "loct", "voct", "gen2", "acc2", "loc2" or ""
  std::string_view number() const;   // "sing", "plur" or ""
  std::string_view gender() const;   // "masc", "femn", "neut", "ms-f" or ""
  std::string_view person() const;   // "1per", "2per", "3per" or ""
  std::string_view tense() const;    // "past", "pres", "futr" or ""
  std::string_view voice() const;    // "actv", "pssv" or ""
  std::string_view aspect() const;   // "perf", "impf" or ""
  std::string_view animacy() const;  // "anim", "inan" or ""
  const std::string& str() const;
  const std::vector<std::string_view>& grammemes() const;  // every grammeme, in tag order

 private:
  struct Data;
  // Shared and immutable: copying a Tag (every Parse does) costs one counter
  // increment, and the views into the text stay valid.
  std::shared_ptr<const Data> data_;
};

struct Parse {
  std::string word;  // the analysed form, lower case
  Tag tag;
  std::string normal_form;  // the lemma: nominative singular, infinitive, …
  float score = 0;          // relative likelihood among the word's parses
  bool predicted = false;   // not in the dictionary, guessed from its ending
  int paradigm = -1;        // internal: paradigm id
  int form_index = -1;      // internal: index of this form in its paradigm
  std::string fixed_prefix;  // internal: unchanging part before the inflected word («веб-» in «веб-сайт»)
};

// The parses of one word, most likely first. Immutable and shared: the
// analyser caches a frequent word's parses, and handing them out again costs
// a reference count rather than a copy of every string. Cheap to copy; safe
// to read from any thread.
class ParseList {
 public:
  using const_iterator = std::vector<Parse>::const_iterator;

  ParseList() = default;
  explicit ParseList(std::vector<Parse> parses)
      : parses_(std::make_shared<const std::vector<Parse>>(std::move(parses))) {}

  const_iterator begin() const { return all().begin(); }
  const_iterator end() const { return all().end(); }
  std::size_t size() const { return all().size(); }
  bool empty() const { return all().empty(); }
  const Parse& operator[](std::size_t i) const { return all()[i]; }
  const Parse& front() const { return all().front(); }

 private:
  const std::vector<Parse>& all() const {
    static const std::vector<Parse> none;
    return parses_ ? *parses_ : none;
  }
  std::shared_ptr<const std::vector<Parse>> parses_;
};

// An adjective or participle that technical Russian also uses as a noun, so
// that a genitive may follow it as its own attribute («переменная окружения»,
// «производная функции», «постоянная времени»). A short list of lemmas
// frequent in technical text; OpenCorpora's Subx mark is wider (it covers
// «этот» and many plain adjectives), callers that want it test it themselves.
bool used_as_noun(const Parse& adjective);

// A form of such a lemma that the substantive has: the plural, and the
// singular in its gender («переменная», «служащий»), not «переменному».
bool substantive_form(const Parse& adjective);

// The main case a case grammeme is a variant of: the second genitive, locative
// and accusative («чаю», «в лесу») and OpenCorpora's «gen1», «loc1» agree as
// «gent», «loct», «accs».
std::string_view main_case(std::string_view grammatical_case);

// «в десятых процента», «трём восьмым дюйма»: after a preposition or a numeral
// (`before`, or `before_is_number` for digits) an ordinal in the plural
// (`ordinal`) is a fraction, the elided «доли», and a singular genitive after
// it (`unit`) is what it divides, not its noun. The dictionary lists a few such
// fractions as nouns («сотая», «тысячная»); this holds for every ordinal.
bool ordinal_fraction(const ParseList& before, bool before_is_number, const ParseList& ordinal,
                      const ParseList& unit);

// One form of a lexeme.
struct WordForm {
  std::string word;
  Tag tag;
};

class Morphology {
 public:
  // Opens the dictionary folder (words.dawg, paradigms.array, suffixes.json,
  // gramtab-opencorpora-int.json, prediction-suffixes-*.dawg, …). Throws
  // std::runtime_error naming the missing or broken file.
  static std::shared_ptr<const Morphology> open(const std::string& dict_dir);

  virtual ~Morphology() = default;

  // Every parse of the word (any case; ё/е tolerant), most likely first.
  virtual ParseList parse(std::string_view word) const = 0;

  // True when the word (any case) is in the dictionary.
  virtual bool is_known(std::string_view word) const = 0;

  // True when some dictionary word (any case) begins with `prefix`, itself a
  // word or not: «симв» begins «символ».
  virtual bool begins_known_word(std::string_view prefix) const = 0;

  // Every form of the lexeme the parse belongs to.
  virtual std::vector<WordForm> lexeme(const Parse& parse) const = 0;

  // The form of the parse's lexeme that has all `grammemes` (e.g. {"femn",
  // "sing", "nomn"}), keeping the rest of the parse's tag where possible;
  // empty when there is none.
  virtual std::string inflect(const Parse& parse, const std::vector<std::string>& grammemes) const = 0;
};

}  // namespace proofreader::russian

#include <algorithm>
#include <array>

#include "proofreader/russian/morphology.hpp"

namespace proofreader::russian {

struct Tag::Data {
  std::string text;
  std::vector<std::string_view> grammemes;  // views into text
  // Each category's grammeme, found once: a tag is shared by every parse of
  // its form, and the checks ask for its part of speech and case millions of
  // times a corpus.
  std::string_view pos, gram_case, number, gender, person, tense, voice, aspect, animacy;
};

namespace {

// The grammeme of `tag` that belongs to `category`, or "".
template <std::size_t N>
std::string_view find_in(const std::vector<std::string_view>& grammemes,
                         const std::array<std::string_view, N>& category) {
  for (const auto g : grammemes)
    if (std::find(category.begin(), category.end(), g) != category.end()) return g;
  return {};
}

constexpr std::array<std::string_view, 12> kCases = {"nomn", "gent", "datv", "accs", "ablt", "loct",
                                                     "voct", "gen1", "gen2", "acc2", "loc1", "loc2"};
constexpr std::array<std::string_view, 2> kNumbers = {"sing", "plur"};
constexpr std::array<std::string_view, 5> kGenders = {"masc", "femn", "neut", "ms-f", "Ms-f"};
constexpr std::array<std::string_view, 3> kPersons = {"1per", "2per", "3per"};
constexpr std::array<std::string_view, 3> kTenses = {"past", "pres", "futr"};
constexpr std::array<std::string_view, 2> kVoices = {"actv", "pssv"};
constexpr std::array<std::string_view, 2> kAspects = {"perf", "impf"};
constexpr std::array<std::string_view, 2> kAnimacy = {"anim", "inan"};

const std::vector<std::string_view> kNoGrammemes;
const std::string kEmptyText;

}  // namespace

Tag::Tag(std::string text) {
  auto data = std::make_shared<Data>();
  data->text = std::move(text);
  std::string_view rest = data->text;
  while (!rest.empty()) {
    const auto end = rest.find_first_of(", ");
    if (end != 0) data->grammemes.push_back(rest.substr(0, end));
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end + 1);
  }
  const auto& g = data->grammemes;
  if (!g.empty() && std::all_of(g[0].begin(), g[0].end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    data->pos = g[0];
  data->gram_case = find_in(g, kCases);
  data->number = find_in(g, kNumbers);
  data->gender = find_in(g, kGenders);
  data->person = find_in(g, kPersons);
  data->tense = find_in(g, kTenses);
  data->voice = find_in(g, kVoices);
  data->aspect = find_in(g, kAspects);
  data->animacy = find_in(g, kAnimacy);
  data_ = std::move(data);
}

const std::string& Tag::str() const {
  return data_ ? data_->text : kEmptyText;
}

const std::vector<std::string_view>& Tag::grammemes() const {
  return data_ ? data_->grammemes : kNoGrammemes;
}

bool Tag::has(std::string_view grammeme) const {
  const auto& g = grammemes();
  return std::any_of(g.begin(), g.end(), [&](std::string_view own) { return same_grammeme(own, grammeme); });
}

std::string_view Tag::pos() const {
  return data_ ? data_->pos : std::string_view{};
}
std::string_view Tag::gram_case() const {
  return data_ ? data_->gram_case : std::string_view{};
}
std::string_view Tag::number() const {
  return data_ ? data_->number : std::string_view{};
}
std::string_view Tag::gender() const {
  return data_ ? data_->gender : std::string_view{};
}
std::string_view Tag::person() const {
  return data_ ? data_->person : std::string_view{};
}
std::string_view Tag::tense() const {
  return data_ ? data_->tense : std::string_view{};
}
std::string_view Tag::voice() const {
  return data_ ? data_->voice : std::string_view{};
}
std::string_view Tag::aspect() const {
  return data_ ? data_->aspect : std::string_view{};
}
std::string_view Tag::animacy() const {
  return data_ ? data_->animacy : std::string_view{};
}

}  // namespace proofreader::russian

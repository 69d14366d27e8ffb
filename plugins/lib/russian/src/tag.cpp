#include <algorithm>
#include <array>

#include "proofreader/russian/morphology.hpp"

namespace proofreader::russian {

struct Tag::Data {
  std::string text;
  std::vector<std::string_view> grammemes;  // views into text
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
  return std::find(g.begin(), g.end(), grammeme) != g.end();
}

std::string_view Tag::pos() const {
  const auto& g = grammemes();
  if (g.empty()) return {};
  const bool upper = std::all_of(g[0].begin(), g[0].end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  return upper ? g[0] : std::string_view{};
}

std::string_view Tag::gram_case() const {
  return find_in(grammemes(), kCases);
}
std::string_view Tag::number() const {
  return find_in(grammemes(), kNumbers);
}
std::string_view Tag::gender() const {
  return find_in(grammemes(), kGenders);
}
std::string_view Tag::person() const {
  return find_in(grammemes(), kPersons);
}
std::string_view Tag::tense() const {
  return find_in(grammemes(), kTenses);
}
std::string_view Tag::voice() const {
  return find_in(grammemes(), kVoices);
}
std::string_view Tag::aspect() const {
  return find_in(grammemes(), kAspects);
}
std::string_view Tag::animacy() const {
  return find_in(grammemes(), kAnimacy);
}

}  // namespace proofreader::russian

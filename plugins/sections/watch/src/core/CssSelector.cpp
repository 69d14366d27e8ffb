#include "CssSelector.hpp"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace proofreader::watch {

namespace {

bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? std::string{} : s.substr(b, e - b + 1);
}

const char* attribute(const GumboNode* element, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&element->v.element.attributes, name);
  return a ? a->value : nullptr;
}

}  // namespace

CssSelector::CssSelector(const std::string& text) {
  std::stringstream alternatives(text);
  std::string alternative;
  while (std::getline(alternatives, alternative, ',')) {
    std::stringstream words(trim(alternative));
    Chain chain;
    std::string word;
    while (words >> word) {
      Compound compound;
      std::size_t i = 0;
      while (i < word.size() && name_char(word[i])) compound.tag += word[i++];
      compound.tag = lower(compound.tag == "*" ? "" : compound.tag);
      if (i < word.size() && word[i] == '*' && compound.tag.empty()) ++i;
      while (i < word.size()) {
        const char kind = word[i++];
        std::string name;
        while (i < word.size() && name_char(word[i])) name += word[i++];
        if ((kind != '#' && kind != '.') || name.empty())
          throw std::invalid_argument("unsupported selector \"" + word +
                                      "\": use tags, #id, .class and spaces between them");
        if (kind == '#')
          compound.id = name;
        else
          compound.classes.push_back(name);
      }
      chain.push_back(std::move(compound));
    }
    if (chain.empty()) throw std::invalid_argument("empty selector in \"" + text + "\"");
    alternatives_.push_back(std::move(chain));
  }
  if (alternatives_.empty()) throw std::invalid_argument("empty selector");
}

bool CssSelector::Compound::matches(const GumboNode* element) const {
  if (!tag.empty()) {
    const GumboElement& e = element->v.element;
    const char* name = e.tag == GUMBO_TAG_UNKNOWN ? nullptr : gumbo_normalized_tagname(e.tag);
    std::string actual = name ? name : "";
    if (!name && e.original_tag.data) {
      GumboStringPiece piece = e.original_tag;
      gumbo_tag_from_original_text(&piece);
      actual = lower(std::string(piece.data, piece.length));
    }
    if (actual != tag) return false;
  }
  if (!id.empty()) {
    const char* value = attribute(element, "id");
    if (!value || id != value) return false;
  }
  if (!classes.empty()) {
    const char* value = attribute(element, "class");
    if (!value) return false;
    std::stringstream names(value);
    std::vector<std::string> present;
    for (std::string n; names >> n;) present.push_back(n);
    for (const auto& wanted : classes) {
      bool found = false;
      for (const auto& p : present) found = found || p == wanted;
      if (!found) return false;
    }
  }
  return true;
}

bool CssSelector::chain_matches(const Chain& chain, const GumboNode* element) {
  if (!chain.back().matches(element)) return false;
  // Each earlier compound must match some ancestor, nearest first (greedy is
  // exact for descendant-only chains).
  const GumboNode* node = element->parent;
  for (int k = static_cast<int>(chain.size()) - 2; k >= 0; --k) {
    while (node && (node->type != GUMBO_NODE_ELEMENT || !chain[k].matches(node))) node = node->parent;
    if (!node) return false;
    node = node->parent;
  }
  return true;
}

bool CssSelector::matches(const GumboNode* element) const {
  for (const auto& chain : alternatives_)
    if (chain_matches(chain, element)) return true;
  return false;
}

}  // namespace proofreader::watch

#include "MainContent.hpp"

#include <algorithm>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace proofreader::watch {

namespace {

bool is_element(const GumboNode* n) {
  return n && n->type == GUMBO_NODE_ELEMENT;
}

template <typename F>
void for_each_element(const GumboNode* node, F&& visit) {
  if (!is_element(node)) return;
  visit(node);
  const GumboVector& children = node->v.element.children;
  for (unsigned i = 0; i < children.length; ++i)
    for_each_element(static_cast<const GumboNode*>(children.data[i]), visit);
}

// Text length in bytes under `node`; `links_only` counts only text inside <a>.
std::size_t text_length(const GumboNode* node, bool links_only, bool in_link = false) {
  if (node->type == GUMBO_NODE_TEXT)
    return links_only && !in_link ? 0 : std::char_traits<char>::length(node->v.text.text);
  if (!is_element(node)) return 0;
  const auto tag = node->v.element.tag;
  if (tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE) return 0;
  std::size_t total = 0;
  const GumboVector& children = node->v.element.children;
  for (unsigned i = 0; i < children.length; ++i)
    total += text_length(static_cast<const GumboNode*>(children.data[i]), links_only,
                         in_link || tag == GUMBO_TAG_A);
  return total;
}

std::size_t commas(const GumboNode* node) {
  if (node->type == GUMBO_NODE_TEXT)
    return std::count(node->v.text.text,
                      node->v.text.text + std::char_traits<char>::length(node->v.text.text), ',');
  if (!is_element(node)) return 0;
  std::size_t total = 0;
  const GumboVector& children = node->v.element.children;
  for (unsigned i = 0; i < children.length; ++i)
    total += commas(static_cast<const GumboNode*>(children.data[i]));
  return total;
}

double class_weight(const GumboNode* element) {
  static const std::regex negative(
      "comment|footer|footnote|masthead|menu|nav|sidebar|sponsor|banner|breadcrumb|share|social|widget|"
      "header|promo|\\bad\\b",
      std::regex::icase);
  static const std::regex positive("article|body|content|entry|main|page|post|text|story", std::regex::icase);
  double weight = 0;
  for (const char* name : {"class", "id"}) {
    const GumboAttribute* a = gumbo_get_attribute(&element->v.element.attributes, name);
    if (!a) continue;
    if (std::regex_search(a->value, negative)) weight -= 25;
    if (std::regex_search(a->value, positive)) weight += 25;
  }
  return weight;
}

bool is_paragraph(GumboTag tag) {
  return tag == GUMBO_TAG_P || tag == GUMBO_TAG_PRE || tag == GUMBO_TAG_TD || tag == GUMBO_TAG_LI;
}

}  // namespace

const GumboNode* main_content(const GumboNode* root) {
  std::vector<const GumboNode*> landmarks;
  for_each_element(root, [&](const GumboNode* e) {
    if (e->v.element.tag == GUMBO_TAG_MAIN || e->v.element.tag == GUMBO_TAG_ARTICLE) landmarks.push_back(e);
  });
  if (landmarks.size() == 1) return landmarks.front();

  std::map<const GumboNode*, double> scores;
  for_each_element(root, [&](const GumboNode* e) {
    if (!is_paragraph(e->v.element.tag)) return;
    const std::size_t length = text_length(e, false);
    if (length < 25) return;
    const double score =
        1.0 + static_cast<double>(commas(e)) + std::min(3.0, static_cast<double>(length) / 100.0);
    const GumboNode* parent = e->parent;
    if (!is_element(parent)) return;
    scores[parent] += score;
    if (is_element(parent->parent)) scores[parent->parent] += score / 2;
  });

  const GumboNode* best = nullptr;
  double best_score = 0;
  for (auto [element, score] : scores) {
    const std::size_t all = text_length(element, false);
    const double link_density =
        all ? static_cast<double>(text_length(element, true)) / static_cast<double>(all) : 0;
    const double final_score = (score + class_weight(element)) * (1 - link_density);
    if (final_score > best_score) best = element, best_score = final_score;
  }
  return best;
}

}  // namespace proofreader::watch

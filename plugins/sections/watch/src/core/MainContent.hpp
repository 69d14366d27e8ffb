// "The main content" of a page by a readability-style heuristic: a single
// <main> or <article> when the page has one; otherwise the element whose
// paragraphs carry the most text (Arc90 readability's scoring: each paragraph
// of 25+ characters scores 1 + commas + length/100 (at most 3), given to its
// parent and half to its grandparent; a candidate's score is cut by its link
// density and nudged by class/id words such as "content" or "sidebar").
#pragma once

#include <gumbo.h>

namespace proofreader::watch {

// The element holding the main content under `root`, or nullptr when the page
// has no paragraph text at all.
const GumboNode* main_content(const GumboNode* root);

}  // namespace proofreader::watch

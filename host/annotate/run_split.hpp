// Splits WordprocessingML runs (w:r) at points inside their text, so that a
// remark's fragment starts and ends on run boundaries. Each new run is a
// sibling right after the one it came from, with a copy of its w:rPr (first,
// as CT_R requires) and attributes, so formatting is unchanged; the text
// before and after a point keeps xml:space="preserve" so edge spaces stay.
// Nodes are moved, never copied, so handles into the tree (other w:t, text
// boxes inside a run) stay valid.
#pragma once

#include <pugixml.hpp>

#include <map>
#include <set>

namespace proofreader::host {

// The runs on either side of one point after splitting: `before` ends at the
// point, `after` starts at it (null when nothing of the run is on that side).
struct RunBoundary {
  pugi::xml_node before;
  pugi::xml_node after;
};

// Splits the run holding `t` (a w:t whose parent is a w:r) at every point of
// `points` (code points into t's text, 0..length) and returns the runs on
// either side of each point.
std::map<int, RunBoundary> split_run(pugi::xml_node t, const std::set<int>& points);

}  // namespace proofreader::host

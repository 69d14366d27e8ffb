#include "annotate/run_split.hpp"

#include <proofreader/kit/utf8.hpp>

#include <string>

namespace proofreader::host {
namespace {

bool is_element(pugi::xml_node node) {
  return node.type() == pugi::node_element;
}

// Whether an element other than w:rPr comes before `t` in its run.
bool content_before(pugi::xml_node t) {
  for (pugi::xml_node n = t.previous_sibling(); n; n = n.previous_sibling())
    if (is_element(n) && std::string_view(n.name()) != "w:rPr") return true;
  return false;
}

bool element_after(pugi::xml_node node) {
  for (pugi::xml_node n = node.next_sibling(); n; n = n.next_sibling())
    if (is_element(n)) return true;
  return false;
}

void preserve_spaces(pugi::xml_node t) {
  pugi::xml_attribute space = t.attribute("xml:space");
  if (!space) space = t.append_attribute("xml:space");
  space.set_value("preserve");
}

// A new, empty run after `run` with its attributes and properties.
pugi::xml_node sibling_run(pugi::xml_node run) {
  pugi::xml_node next = run.parent().insert_child_after("w:r", run);
  for (pugi::xml_attribute a : run.attributes()) next.append_attribute(a.name()).set_value(a.value());
  if (pugi::xml_node properties = run.child("w:rPr")) next.append_copy(properties);
  return next;
}

// Moves `from` and every sibling after it to the end of `to`.
void move_rest(pugi::xml_node from, pugi::xml_node to) {
  while (from) {
    pugi::xml_node next = from.next_sibling();
    to.append_move(from);
    from = next;
  }
}

// Splits at code point `k` of t and returns the run that starts there.
pugi::xml_node split_at(pugi::xml_node t, int k) {
  pugi::xml_node run = t.parent();
  const std::string text = t.text().get();
  const std::size_t byte = kit::utf8::byte_offset(text, static_cast<std::size_t>(k));
  if (byte == 0) {
    if (!content_before(t)) return run;
    pugi::xml_node after = sibling_run(run);
    move_rest(t, after);
    return after;
  }
  if (byte >= text.size()) {
    if (!element_after(t)) return {};
    pugi::xml_node after = sibling_run(run);
    move_rest(t.next_sibling(), after);
    return after;
  }
  pugi::xml_node after = sibling_run(run);
  pugi::xml_node tail = after.append_copy(t);
  tail.text().set(text.substr(byte).c_str());
  preserve_spaces(tail);
  move_rest(t.next_sibling(), after);
  t.text().set(text.substr(0, byte).c_str());
  preserve_spaces(t);
  return after;
}

}  // namespace

std::map<int, RunBoundary> split_run(pugi::xml_node t, const std::set<int>& points) {
  std::map<int, RunBoundary> out;
  // From the last point back: each split leaves t's start in place, so the
  // runs made for later points are final.
  for (auto it = points.rbegin(); it != points.rend(); ++it) out[*it].after = split_at(t, *it);
  pugi::xml_node before = t.parent();
  for (auto& [k, boundary] : out) {
    boundary.before = k == 0 && boundary.after == t.parent() ? pugi::xml_node() : before;
    if (boundary.after) before = boundary.after;
  }
  return out;
}

}  // namespace proofreader::host

// The smallest part of a fragment a fix changes, widened to whole words: what
// a tracked change deletes and inserts, so that «новый версия» → «новая
// версия» marks «новый» → «новая» and «сказал что» → «сказал, что» inserts
// only the comma. The text both share at the start and at the end is cut off;
// where a cut falls inside a word (a letter or digit on both sides of it in
// the fragment or in the fix) it moves out to the word's edge, since a change
// inside a word reads badly in Word. Counts code points as sdk::Remark does.
// Pure function; any thread.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::host {

struct MinimalChange {
  int offset = 0;        // code points into the fragment where the change starts
  int length = 0;        // code points of the fragment it deletes (0: an insertion)
  std::string inserted;  // what it inserts there (empty: a deletion)
};

MinimalChange minimal_change(std::string_view fragment, std::string_view replacement);

}  // namespace proofreader::host

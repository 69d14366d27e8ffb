// Which remarks on a changed text are new: a remark already made on the text
// before the change is not news. Two remarks are the same when they have the
// same rule, the same fragment and the same normalised context (the nearest
// word either side, punctuation skipped, lower-cased), wherever their blocks stand. Pure
// functions, thread-safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::watch {

struct RemarkKey {
  std::string rule;
  std::string fragment;
  std::string context;
  bool operator==(const RemarkKey&) const = default;
};

// The key of a remark at [offset, offset+length) (code points) of `block_text`.
RemarkKey remark_key(std::string rule, std::string fragment, std::string_view block_text, int offset,
                     int length);

// For each remark of `after`, true when no remark of `before` has its key
// (each one of `before` answers for one of `after` at most, so a second
// occurrence of an old remark is new).
std::vector<bool> new_remarks(const std::vector<RemarkKey>& before, const std::vector<RemarkKey>& after);

}  // namespace proofreader::watch

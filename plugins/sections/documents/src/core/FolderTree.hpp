// FolderTree: the repository's folders as a tree in memory, for the questions
// asked of the whole tree — a folder's subtree (for search scopes, zips and
// moves) and its path. Built from one read of the folders table; immutable.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "Repository.hpp"

namespace proofreader::documents {

class FolderTree {
 public:
  explicit FolderTree(std::vector<Folder> folders);

  // `id` (0: the root) and every folder below it, parents before children.
  // Without include_archived: nothing if `id` or a folder above it is
  // archived, and archived folders are left out with everything below them.
  // Throws ApiError 404 for an unknown id.
  std::vector<std::int64_t> subtree(std::int64_t id, bool include_archived) const;
  // The folders that are archived or lie below an archived one: what a
  // search of the whole repository without archived items leaves out.
  std::vector<std::int64_t> hidden() const;
  // "a/b/c" for folder c; "" for the root.
  std::string path(std::int64_t id) const;

 private:
  std::vector<Folder> folders_;
  std::map<std::int64_t, const Folder*> by_id_;
  std::multimap<std::int64_t, const Folder*> children_;
};

}  // namespace proofreader::documents

#include "FolderTree.hpp"

#include <set>

#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

FolderTree::FolderTree(std::vector<Folder> folders) : folders_(std::move(folders)) {
  for (const auto& f : folders_) {
    by_id_[f.id] = &f;
    children_.emplace(f.parent_id, &f);
  }
}

std::vector<std::int64_t> FolderTree::subtree(std::int64_t id, bool include_archived) const {
  if (id != 0 && !by_id_.count(id))
    throw sdk::ApiError(404, "not_found", "No such folder", "Папка не найдена");
  if (!include_archived)
    for (auto at = by_id_.find(id); at != by_id_.end(); at = by_id_.find(at->second->parent_id))
      if (at->second->archived) return {};
  std::vector<std::int64_t> out{id};
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto [begin, end] = children_.equal_range(out[i]);
    for (auto it = begin; it != end; ++it)
      if (include_archived || !it->second->archived) out.push_back(it->second->id);
  }
  return out;
}

std::vector<std::int64_t> FolderTree::hidden() const {
  const auto shown = subtree(0, false);
  const std::set<std::int64_t> visible(shown.begin(), shown.end());
  std::vector<std::int64_t> out;
  for (const auto& f : folders_)
    if (!visible.count(f.id)) out.push_back(f.id);
  return out;
}

std::string FolderTree::path(std::int64_t id) const {
  std::string path;
  for (auto at = by_id_.find(id); at != by_id_.end(); at = by_id_.find(at->second->parent_id))
    path = at->second->name + (path.empty() ? "" : "/" + path);
  return path;
}

}  // namespace proofreader::documents

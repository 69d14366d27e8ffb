#include "plugins/SharedObjects.hpp"

namespace proofreader::host {

void SharedObjects::offer(const std::string& name, Factory factory) {
  std::lock_guard lock(mutex_);
  entries_[name] = Entry{std::move(factory), nullptr, 0};
}

std::shared_ptr<const void> SharedObjects::get(const std::string& name) {
  // Held while the factory runs: two plugins asking at once get one object.
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(name);
  if (it == entries_.end()) return nullptr;
  Entry& entry = it->second;
  if (!entry.object) {
    entry.object = entry.factory();
    ++entry.opened;
  }
  return entry.object;
}

int SharedObjects::opened(const std::string& name) const {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(name);
  return it == entries_.end() ? 0 : it->second.opened;
}

}  // namespace proofreader::host

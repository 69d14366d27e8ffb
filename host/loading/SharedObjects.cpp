#include "loading/SharedObjects.hpp"

#include <Poco/Logger.h>

namespace proofreader::host {
namespace {

std::string describe(const sdk::SharedObjectType& t) {
  return t.name + "/" + std::to_string(t.version) + " (size " + std::to_string(t.size) + ", alignment " +
         std::to_string(t.alignment) + ")";
}

}  // namespace

void SharedObjects::offer(const sdk::SharedObjectType& type, Factory factory) {
  std::lock_guard lock(mutex_);
  entries_[type.name] = Entry{type, std::move(factory), nullptr, 0};
}

std::shared_ptr<const void> SharedObjects::get(const sdk::SharedObjectType& type) {
  // Held while the factory runs: two plugins asking at once get one object.
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(type.name);
  if (it == entries_.end()) return nullptr;
  Entry& entry = it->second;
  if (entry.type.version != type.version || entry.type.size != type.size ||
      entry.type.alignment != type.alignment) {
    Poco::Logger::get("host").warning("A plugin asked for the shared object %s; the host has %s",
                                      describe(type), describe(entry.type));
    return nullptr;
  }
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

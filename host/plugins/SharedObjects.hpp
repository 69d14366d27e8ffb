// SharedObjects: read-only objects the host opens once and hands to every
// plugin that asks by name (HostServices::shared_object), such as the Russian
// morphology dictionary that four plugins use.
//
// Each object is made by a factory the host registers, with the host's own
// code, so no shared object depends on a plugin's library being loaded. An
// object is opened on its first request and kept while the registry lives;
// a factory that throws is tried again on the next request. Thread-safe.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace proofreader::host {

class SharedObjects {
 public:
  using Factory = std::function<std::shared_ptr<const void>()>;

  // Registers `name`; called before any plugin is loaded.
  void offer(const std::string& name, Factory factory);

  // The object by `name`, opened now if it is not yet; nullptr for a name
  // nobody offered. Rethrows the factory's exception.
  std::shared_ptr<const void> get(const std::string& name);

  // How many times `name`'s factory has made its object (for tests and
  // /api/health/full: 1 however many plugins hold it).
  int opened(const std::string& name) const;

 private:
  struct Entry {
    Factory factory;
    std::shared_ptr<const void> object;
    int opened = 0;
  };
  mutable std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

}  // namespace proofreader::host

// SharedObjects: read-only objects the host opens once and hands to every
// plugin that asks by type (HostServices::shared_object), such as the Russian
// morphology dictionary that four plugins use. An object is handed out only
// when the asker's SharedObjectType (name, version, size, alignment) equals
// the one the host offered it under: a plugin built against another
// interface or layout gets nothing.
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

#include <proofreader/sdk/host_services.hpp>

namespace proofreader::host {

class SharedObjects {
 public:
  using Factory = std::function<std::shared_ptr<const void>()>;

  // Registers `type`; called before any plugin is loaded.
  void offer(const sdk::SharedObjectType& type, Factory factory);

  // The object of `type`, opened now if it is not yet; nullptr for a name
  // nobody offered or a type that differs from the offered one (logged).
  // Rethrows the factory's exception.
  std::shared_ptr<const void> get(const sdk::SharedObjectType& type);

  // How many times `name`'s factory has made its object (for tests and
  // /api/health/full: 1 however many plugins hold it).
  int opened(const std::string& name) const;

 private:
  struct Entry {
    sdk::SharedObjectType type;
    Factory factory;
    std::shared_ptr<const void> object;
    int opened = 0;
  };
  mutable std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

}  // namespace proofreader::host

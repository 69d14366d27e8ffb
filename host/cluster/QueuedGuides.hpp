// QueuedGuides: the style guides that queued checks refer to, stored once
// each on the cluster's database (table queued_guides) instead of inside
// every queued request (PortableRequest).
//
// A check uses its guide as it was when the check was submitted, and a guide
// is edited in place, so a queued request cannot name the guide by its id
// alone: it names a kept copy of the guide's view, under a key made of its
// id, its version and a hash of its JSON. The first check of a guide's
// version that a backend queues stores that copy (one statement; a copy
// another backend stored already is left as it is); later ones only name
// it. A backend keeps the last guides it kept or read in memory, so a job
// taken where it was queued reads nothing, and one taken elsewhere reads its
// guide once per backend.
//
// Kept copies are not deleted: there is one per guide version that a check
// was queued with, and a job may wait in the queue for as long as it likes.
//
// Thread-safe: the memory under a mutex, every statement on its own session.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <proofreader/sdk/engine.hpp>
#include <string>

namespace proofreader::host {

class Database;

class QueuedGuides {
 public:
  explicit QueuedGuides(Database& db) : db_(db) {}

  // Stores `guide` unless it is stored already; its key.
  std::string keep(const sdk::StyleGuideView& guide);
  // The guide kept under `key`; nullopt when there is none.
  std::optional<sdk::StyleGuideView> find(const std::string& key);

  // The key of `guide`: id, version and a hash of its JSON.
  static std::string key_of(const sdk::StyleGuideView& guide);

 private:
  static constexpr std::size_t kRemembered = 16;
  using Shared = std::shared_ptr<const sdk::StyleGuideView>;
  Shared remembered(const std::string& key);
  void remember(const std::string& key, Shared guide);

  Database& db_;
  std::mutex mutex_;
  std::map<std::string, Shared> memory_;  // key → guide, stored in the table
  std::deque<std::string> order_;         // memory_'s keys, oldest first
};

}  // namespace proofreader::host

#include "IndexWorker.hpp"

#include "VersionText.hpp"

namespace proofreader::documents {

void IndexWorker::start() {
  thread_ = std::thread([this] { run(); });
}

void IndexWorker::notify() {
  {
    std::lock_guard lock(mutex_);
    pending_ = true;
  }
  wake_.notify_one();
}

void IndexWorker::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void IndexWorker::run() {
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return pending_ || stopping_; });
      if (stopping_) return;
      pending_ = false;
    }
    try {
      for (const auto& pending : repository_.pending_index()) {
        {
          std::lock_guard lock(mutex_);
          if (stopping_) return;
        }
        index_one(pending);
      }
    } catch (const std::exception& e) {
      host_.logger().error(std::string("repository indexing: ") + e.what());
    }
  }
}

void IndexWorker::index_one(const PendingIndex& pending) {
  const VersionText text = extract_version(host_, blobs_, pending.sha256, pending.name);
  if (text.error_ru) {  // stays downloadable, says why it is not searchable
    repository_.store_index_failure(pending.file_id, pending.version, *text.error_ru);
    return;
  }
  std::vector<std::string> blocks;
  for (const auto& block : text.blocks) blocks.push_back(block.text);
  repository_.store_index(pending.file_id, pending.version, blocks, search_text_);
}

}  // namespace proofreader::documents

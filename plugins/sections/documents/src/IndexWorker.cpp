#include "IndexWorker.hpp"

#include <proofreader/sdk/http.hpp>

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
      for (const auto& pending : context_.repository.pending_index()) {
        {
          std::lock_guard lock(mutex_);
          if (stopping_) return;
        }
        index_one(pending);
      }
    } catch (const std::exception& e) {
      context_.host.logger().error(std::string("repository indexing: ") + e.what());
    }
  }
}

void IndexWorker::index_one(const PendingIndex& pending) {
  std::vector<std::string> blocks;
  try {
    const sdk::Document document = context_.host.extract(context_.blobs.read(pending.sha256), pending.name);
    for (const auto& block : document.blocks) blocks.push_back(block.text);
  } catch (const sdk::ApiError& e) {  // not extractable: stays downloadable, says why
    context_.repository.store_index_failure(pending.file_id, pending.version, e.message_ru());
    return;
  } catch (const std::exception& e) {
    context_.repository.store_index_failure(pending.file_id, pending.version,
                                            std::string("Текст не извлечён: ") + e.what());
    return;
  }
  context_.repository.store_index(pending.file_id, pending.version, blocks, context_.search_text);
}

}  // namespace proofreader::documents

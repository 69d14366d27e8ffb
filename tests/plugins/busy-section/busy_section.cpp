// Test section: four threads submit checks as fast as the host takes them,
// from start() until stop(). A submission the host refuses (503 while its
// queue is full or it is stopping) is tried again; each job's on_finished is
// plugin code the host must drop before the library goes.
#include <atomic>
#include <thread>
#include <vector>

#include <proofreader/sdk/sdk.hpp>

namespace {

using namespace proofreader::sdk;

class BusySection : public Section {
 public:
  explicit BusySection(HostServices& host) : host_(host) {}
  std::vector<std::string> prefixes() const override { return {"/api/busy"}; }
  MenuItem menu_item() const override { return {"busy", "#/busy", "Занятый", "Busy"}; }
  void register_routes(RouteRegistrar&) override {}

  void start() override {
    for (int i = 0; i < 4; ++i) threads_.emplace_back([this] { submit_until_stopped(); });
  }
  void stop() override {
    stopping_ = true;
    for (auto& t : threads_) t.join();
    threads_.clear();
  }

 private:
  void submit_until_stopped() {
    while (!stopping_) {
      CheckSubmission submission;
      submission.user = {1, "admin", "admin"};
      submission.document.source.kind = "text";
      Block block;
      block.text = "Эти модули загружается.";
      submission.document.blocks.push_back(block);
      submission.on_finished = [this](const CheckOutcome&) { ++finished_; };
      try {
        host_.submit_check(std::move(submission));
      } catch (const ApiError&) {
        std::this_thread::yield();
      }
    }
  }

  HostServices& host_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> finished_{0};
  std::vector<std::thread> threads_;
};

}  // namespace

PROOFREADER_PLUGIN(section, "busy-section", "0.1.0", BusySection)

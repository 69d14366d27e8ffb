#include "pipeline/EnginePool.hpp"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace proofreader::host {

// Its flags are guarded by the pool's mutex.
struct EnginePool::Task {
  std::function<void()> work;
  bool started = false;
  bool finished = false;
  bool stuck = false;  // another thread stands in for this one's
};

struct EnginePool::State {
  std::mutex mutex;
  std::condition_variable work_ready;
  std::condition_variable idle;
  std::deque<Ticket> queue;
  int running = 0;  // tasks being run
  int alive = 0;    // threads
  bool stopping = false;

  static void serve(const std::shared_ptr<State>& state);
  static void start_thread(const std::shared_ptr<State>& state);
};

// Called with the state's mutex held.
void EnginePool::State::start_thread(const std::shared_ptr<State>& state) {
  ++state->alive;
  std::thread([state] { serve(state); }).detach();
}

void EnginePool::State::serve(const std::shared_ptr<State>& state) {
  std::unique_lock lock(state->mutex);
  for (;;) {
    state->work_ready.wait(lock, [&] { return state->stopping || !state->queue.empty(); });
    if (state->stopping) break;
    const Ticket task = std::move(state->queue.front());
    state->queue.pop_front();
    task->started = true;
    ++state->running;
    auto work = std::move(task->work);
    lock.unlock();
    work();
    work = nullptr;  // what the work holds goes before it counts as done
    lock.lock();
    task->finished = true;
    --state->running;
    if (state->running == 0 && state->queue.empty()) state->idle.notify_all();
    if (task->stuck) break;  // its stand-in serves on
  }
  --state->alive;
}

EnginePool::EnginePool(int threads) : state_(std::make_shared<State>()) {
  std::lock_guard lock(state_->mutex);
  for (int i = 0; i < std::max(1, threads); ++i) State::start_thread(state_);
}

EnginePool::~EnginePool() {
  {
    std::lock_guard lock(state_->mutex);
    state_->stopping = true;
    state_->queue.clear();
  }
  state_->work_ready.notify_all();
  state_->idle.notify_all();
}

EnginePool::Ticket EnginePool::post(std::function<void()> work) {
  auto task = std::make_shared<Task>();
  task->work = std::move(work);
  {
    std::lock_guard lock(state_->mutex);
    state_->queue.push_back(task);
  }
  state_->work_ready.notify_one();
  return task;
}

void EnginePool::replace_stuck(const Ticket& ticket) {
  std::lock_guard lock(state_->mutex);
  if (!ticket->started || ticket->finished || ticket->stuck) return;
  ticket->stuck = true;
  State::start_thread(state_);
}

bool EnginePool::wait_idle(std::chrono::milliseconds limit) {
  std::unique_lock lock(state_->mutex);
  return state_->idle.wait_for(lock, limit, [this] { return state_->running == 0 && state_->queue.empty(); });
}

int EnginePool::threads() const {
  std::lock_guard lock(state_->mutex);
  return state_->alive;
}

}  // namespace proofreader::host

// Engine: a checker that reads a Document and reports Remarks.
//
// An engine plugin's factory returns an Engine. The host owns it, keeps the
// plugin's library loaded while it exists, and destroys it before unloading.
//
// Threads: the host calls check() from its worker pool, for different jobs at
// the same time. An Engine must therefore be safe to call concurrently; keep
// per-check state on the stack or in the CheckContext. info() is called from
// any thread; register_routes() once, on the main thread, while the host
// starts.
//
// Includes only the SDK's value types: an engine that offers no endpoint
// pulls in neither Poco::Net nor the router.
#pragma once

#include <string>
#include <vector>

#include "abi.hpp"
#include "plugin.hpp"
#include "types.hpp"

namespace proofreader::sdk {

class RouteRegistrar;  // routes.hpp: an engine that offers endpoints includes it

// When an engine runs. Deterministic engines run first, in parallel; model
// engines run after them and see their remarks (CheckContext::prior_remarks).
enum class EnginePhase { deterministic, model };

struct EngineInfo {
  std::string name;  // equals the plugin name
  std::string version;
  EnginePhase phase = EnginePhase::deterministic;
  // Which part of a check this engine is (types.hpp): the host skips it,
  // reported as skipped, when the user switched that part off, and names its
  // stage after the part. `always` runs in every check.
  CheckPart part = CheckPart::always;
  std::vector<std::string> categories;  // the remark categories it may emit
  // When the host merges remarks of several engines about one problem of
  // word forms (categories `agreement` and `grammar`) into one card, the
  // remark of the engine with the higher precedence becomes the card and the
  // others join it; on a tie, or for other categories, the first in reading
  // order. Say how precisely the engine names such problems: the morphology
  // engine, which says what disagrees with what, outranks a grammar checker
  // that says only that something does.
  int merge_precedence = 0;
};

// Everything one check may read, and the channel its remarks go out through.
// Owned by the host; valid only during Engine::check(). Thread-compatible: an
// engine that fans out to its own threads must serialise calls to emit().
class PROOFREADER_SDK_API CheckContext {
 public:
  virtual ~CheckContext() = default;

  virtual const Document& document() const = 0;
  virtual const CheckOptions& options() const = 0;
  // The guide in force; nullptr when the check has none.
  virtual const StyleGuideView* styleguide() const = 0;
  // User-defined regex rules visible to the user running the check, as a JSON
  // array (the same items GET /api/rules returns).
  virtual const std::string& custom_rules_json() const = 0;
  // Remarks of the engines that ran before this one (model phase only).
  virtual const std::vector<Remark>& prior_remarks() const = 0;
  // True once the job was cancelled or timed out: stop soon and return.
  virtual bool cancelled() const = 0;
  // Sends remarks found so far. Each call becomes one card on the job's live
  // stream; call it per block or per batch, not per remark. The host fills
  // Remark::id, Remark::engine and Remark::fragment and drops remarks whose
  // block, offset or length fall outside the document.
  virtual void emit(std::vector<Remark> remarks) = 0;
  // Reports a problem that did not stop the check (e.g. some of its model
  // calls failed): the engine stays "done" and its entry in the report carries
  // `message` as its error. The last call wins. Safe from any thread.
  virtual void report_error(std::string message) { (void)message; }
  // The team dictionary in force for this check: every form of the words the
  // team added (the global ones and those of the check's guide), lower case,
  // sorted, without repeats; empty when there are none. Words a writer told
  // the service are correct: spelling must accept them, and checks that would
  // only guess about such a word (it is not in their own dictionary) should
  // leave it alone. Owned by the host, valid during Engine::check(); safe to
  // read from any thread. ABI 5.3; the default (a context that predates it,
  // e.g. a test's) has none.
  virtual const std::vector<std::string>& dictionary_words() const {
    static const std::vector<std::string> none;
    return none;
  }
};

class PROOFREADER_SDK_API Engine : public PluginInstance {
 public:
  virtual EngineInfo info() const = 0;
  // Checks ctx.document() and emits remarks through ctx.emit(). Throwing
  // std::exception marks this engine failed in the report; the job goes on.
  virtual void check(CheckContext& ctx) = 0;
  // Optional endpoints the engine offers (e.g. GET /api/morphology). Called
  // once on the main thread while the host starts; the default adds none.
  virtual void register_routes(RouteRegistrar& routes) { (void)routes; }
};

}  // namespace proofreader::sdk

// Engine: a checker that reads a Document and reports Remarks. The host owns
// it and destroys it before unloading its library.
//
// Threads: check() is called from the host's worker pool for different jobs
// at once, so an Engine keeps per-check state on the stack or in the
// CheckContext. info() is called from any thread; register_routes() once, on
// the main thread, while the host starts.
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
  // The part of a check it is: skipped when the user switched the part off;
  // its stage is named after the part.
  CheckPart part = CheckPart::always;
  std::vector<std::string> categories;  // the remark categories it may emit
  // When remarks of several engines about one problem of word forms
  // (`agreement`, `grammar`) merge into one card, the engine with the higher
  // precedence gives the card (how precisely it names the problem).
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
  // The user's visible regex rules, as GET /api/rules's JSON array.
  virtual const std::string& custom_rules_json() const = 0;
  // Remarks of the engines that ran before this one (model phase only).
  virtual const std::vector<Remark>& prior_remarks() const = 0;
  // True once the job was cancelled or timed out: stop soon and return.
  virtual bool cancelled() const = 0;
  // Sends remarks found so far, as one card on the job's live stream: call
  // it per block or batch. The host fills id, engine and fragment and drops
  // remarks outside the document.
  virtual void emit(std::vector<Remark> remarks) = 0;
  // A problem that did not stop the check (some model calls failed): the
  // engine stays "done" with `message` as its error. Last call wins; any thread.
  virtual void report_error(std::string message) { (void)message; }
  // The team dictionary in force: every form of the team's words (global and
  // the guide's), lower case, sorted, unique. Words writers declared correct:
  // spelling accepts them, and checks that would only guess leave them alone.
  // Valid during check(); any thread. ABI 5.3; the default has none.
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

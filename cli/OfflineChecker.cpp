#include "cli/OfflineChecker.hpp"

#include <Poco/Path.h>

#include <proofreader/russian/plugin_dictionary.hpp>

#include "cli/CommandMorphology.hpp"
#include "cli/CommandPlugins.hpp"
#include "cli/InProcessGrammar.hpp"
#include "cli/Placement.hpp"
#include "config/Paths.hpp"
#include "config/Settings.hpp"
#include "loading/SharedObjects.hpp"
#include "pipeline/Pipeline.hpp"

namespace proofreader::cli {

namespace {

// The pipeline tells no one: the command prints once every file is done.
class QuietObserver : public host::PipelineObserver {
 public:
  void on_stage(const std::string&, const std::string&) override {}
  void on_card(const std::string&, const std::vector<sdk::Remark>&) override {}
  void on_engine_done(const host::EngineRun&, int, int) override {}
  bool cancelled() const override { return false; }
};

// How long one engine may take on one file (the service's default job limit).
constexpr std::chrono::seconds kEngineTimeout{120};

}  // namespace

// In the order they are built and the reverse of their destruction: the
// shared morphology and the grammar outlive the plugins that use them.
struct OfflineChecker::Parts {
  host::Paths paths = host::Paths::discover();
  host::Settings settings{paths.properties};
  host::SharedObjects shared_objects;
  std::unique_ptr<InProcessGrammar> grammar;
  std::unique_ptr<CommandPlugins> plugins;
  host::Pipeline pipeline;
  std::vector<sdk::Engine*> engines;
  std::optional<sdk::StyleGuideView> guide;
  std::shared_ptr<const std::vector<std::string>> dictionary_words;

  Parts(int engine_threads, OfflineCheckSettings given)
      : pipeline(kEngineTimeout, engine_threads),
        guide(std::move(given.guide)),
        dictionary_words(
            std::make_shared<const std::vector<std::string>>(std::move(given.dictionary_words))) {
    const std::string dictionary = morphology_directory(paths, settings);
    shared_objects.offer(russian::morphology_object_type(), [dictionary] {
      return std::shared_ptr<const void>(russian::Morphology::open(dictionary));
    });
    std::shared_ptr<const russian::Morphology> morphology;
    try {
      morphology = std::static_pointer_cast<const russian::Morphology>(
          shared_objects.get(russian::morphology_object_type()));
    } catch (const std::exception&) {
      // The engines that need it say so themselves; the grammar rules run without it.
    }
    grammar = std::make_unique<InProcessGrammar>(morphology, paths.root + "/bin");
    plugins =
        std::make_unique<CommandPlugins>(paths.plugins, paths.share, settings, shared_objects, *grammar);
    engines = plugins->engines();
  }
};

OfflineChecker::OfflineChecker(int engine_threads, OfflineCheckSettings settings)
    : parts_(std::make_unique<Parts>(engine_threads, std::move(settings))) {}

OfflineChecker::~OfflineChecker() = default;

std::vector<CliRemark> OfflineChecker::check(const SourceFile& file) {
  host::SourcedDocument document = extract_file(file);
  host::PipelineInput input;
  input.document = std::make_shared<const sdk::Document>(document.document);
  input.guide = parts_->guide;
  input.dictionary_words = parts_->dictionary_words;
  const host::PipelineResult result =
      parts_->pipeline.run(parts_->engines, input, std::make_shared<QuietObserver>());
  for (const auto& run : result.engines)
    if (run.status == "failed" || run.status == "timeout")
      throw CheckError("engine " + run.name + " " + run.status + ": " + run.error);
  return place_remarks(file, document, result.remarks);
}

}  // namespace proofreader::cli

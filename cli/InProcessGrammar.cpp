#include "cli/InProcessGrammar.hpp"

#include <Poco/URI.h>

#include "checker.hpp"
#include "grammar_api.hpp"
#include "rules/rule_set.hpp"
#include "server_settings.hpp"
#include "speller.hpp"

namespace proofreader::cli {

InProcessGrammar::InProcessGrammar(std::shared_ptr<const russian::Morphology> morphology,
                                   std::string executable_dir)
    : morphology_(std::move(morphology)),
      built_(
          std::async(std::launch::async, &InProcessGrammar::build, this, std::move(executable_dir)).share()) {
}

InProcessGrammar::~InProcessGrammar() {
  if (built_.valid()) built_.wait();
}

void InProcessGrammar::build(const std::string& executable_dir) {
  // The server's own settings (PROOFREADER_GRAMMAR_*, PROOFREADER_*HUNSPELL_DICT), without its command line.
  char name[] = "proofreader";
  char* argv[] = {name, nullptr};
  settings_ =
      std::make_unique<grammar::ServerSettings>(grammar::ServerSettings::load(1, argv, executable_dir));
  const std::vector<std::string> user_words = settings_->user_words.empty()
                                                  ? std::vector<std::string>{}
                                                  : grammar::Speller::read_word_list(settings_->user_words);
  auto speller = std::make_shared<const grammar::Speller>(
      settings_->hunspell_dict, settings_->english_hunspell_dict, morphology_, user_words);
  checker_ = std::make_unique<grammar::Checker>(grammar::build_rule_set(speller), morphology_);
  api_ = std::make_unique<grammar::GrammarApi>(*checker_, *settings_);
}

sdk::HttpResponse InProcessGrammar::answer(const sdk::HttpRequest& request) {
  const Poco::URI uri(request.url);
  built_.get();  // rethrows what stopped the build: the grammar engine then fails
  const grammar::ApiAnswer answer =
      api_->answer(request.method, uri.getPath(), uri.getRawQuery(), request.body);
  sdk::HttpResponse response;
  response.status = answer.status;
  response.final_url = request.url;
  response.content_type = answer.content_type;
  response.body = answer.body;
  return response;
}

}  // namespace proofreader::cli

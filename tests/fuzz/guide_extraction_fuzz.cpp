// Fuzz target of guide extraction's parsing (host/guides): the input is a
// style guide file, detected and extracted as extract_draft does (DOCX, TXT or
// Markdown), read by the RuleRecognizer. Whatever the recogniser makes of it
// must pass the guide validation it is saved through: a recognised rule the
// store refuses would fail the whole extraction.
#include <Poco/JSON/Object.h>

#include <proofreader/sdk/http.hpp>

#include "extract/extractor.hpp"
#include "fuzz_input.hpp"
#include "guides/GuideStore.hpp"
#include "guides/RuleRecognizer.hpp"

using namespace proofreader;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto format = host::detect_format(bytes, "guide.txt");
  if (!format || *format == host::Format::html) return 0;
  sdk::Document document;
  try {
    document = host::extract(bytes, *format);
  } catch (const sdk::ApiError&) {
    return 0;  // the extractors' own target judges these
  }
  const auto recognized = host::recognize_rules(document);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("name", "fuzz");
  body->set("rules", recognized.rules);
  try {
    host::validate_guide_body(body);
  } catch (const sdk::ApiError& e) {
    fuzz::require(false, std::string("a recognised rule is refused: ") + e.what());
  }
  return 0;
}

#include "grammar_api.hpp"

#include <proofreader/languagetool/request.hpp>

#include "lt_api.hpp"

namespace proofreader::grammar {

namespace {

using languagetool::RequestError;

ApiAnswer json(std::string body) {
  return {200, "application/json; charset=UTF-8", std::move(body)};
}

}  // namespace

ApiAnswer error_answer(int status, const std::string& reason) {
  return {status, "text/plain; charset=UTF-8", "Error: " + reason};
}

ApiAnswer GrammarApi::answer(const std::string& method, const std::string& path, const std::string& raw_query,
                             const std::string& body) const {
  try {
    return route(method, path, raw_query, body);
  } catch (const RequestError& e) {
    return error_answer(e.status(), e.what());
  } catch (const std::exception& e) {
    return error_answer(500, std::string("Internal error: ") + e.what());
  }
}

ApiAnswer GrammarApi::route(const std::string& method, const std::string& path, const std::string& raw_query,
                            const std::string& body) const {
  const bool get = method == "GET" || method == "HEAD";
  if (path == "/v2/check") {
    if (!get && method != "POST") throw RequestError(405, "Use GET or POST for /v2/check");
    return check(raw_query, body);
  }
  if (!get) throw RequestError(405, "Use GET for " + path);
  if (path == "/health") return json(R"({"status":"ok"})");
  if (path == "/v2/languages") return json(languagetool::languages_json());
  if (path == "/v2/info")
    return json("{\"software\":" + languagetool::software_json(grammar_software()) + "}");
  if (path == "/v2/maxtextlength")
    return {200, "text/plain; charset=UTF-8", std::to_string(settings_.max_text_length)};
  if (path == "/v2/configinfo") {
    const auto params = languagetool::read_form(raw_query, body);
    auto lang = params.find("language");
    if (lang == params.end()) throw RequestError(400, "Missing 'language' parameter");
    if (lang->second != "ru" && lang->second != "ru-RU")
      throw RequestError(400, "'" + lang->second + "' is not a language code known to LanguageTool.");
    return json(configinfo_json(checker_, settings_.max_text_length, settings_.time_limit_ms));
  }
  throw RequestError(404, "Unknown endpoint '" + path + "'");
}

ApiAnswer GrammarApi::check(const std::string& raw_query, const std::string& body) const {
  const auto params = languagetool::read_form(raw_query, body);
  const auto parsed = languagetool::parse_check_request(params, settings_.max_text_length);
  const auto words = accepted_words(params);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(settings_.time_limit_ms);
  const CheckResult result = checker_.check(*parsed.text, parsed.selection, deadline, &words);
  return json(languagetool::check_response_json(grammar_software(), *parsed.text, answer_of(result)));
}

}  // namespace proofreader::grammar

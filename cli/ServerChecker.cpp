#include "cli/ServerChecker.hpp"

#include <Poco/JSON/Parser.h>
#include <Poco/String.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include <filesystem>
#include <stdexcept>

#include "cli/Placement.hpp"
#include "pipeline/RemarkJson.hpp"

namespace proofreader::cli {

namespace {

Poco::JSON::Object::Ptr json_object(const std::string& text) {
  try {
    return Poco::JSON::Parser().parse(text).extract<Poco::JSON::Object::Ptr>();
  } catch (const std::exception&) {
    return nullptr;
  }
}

// The server's own words for a refusal: the message of the API's one error shape.
std::string refusal(const sdk::HttpResponse& response) {
  std::string message;
  if (auto body = json_object(response.body); body && body->getObject("error"))
    message = body->getObject("error")->optValue<std::string>("message", "");
  if (response.status == 401)
    message = "the server refused the API key in PROOFREADER_TOKEN" + (message.empty() ? "" : ": " + message);
  return "the server answered " + std::to_string(response.status) + (message.empty() ? "" : ": " + message);
}

// A multipart/form-data body: the text `fields`, then `bytes` as the file
// `filename`, with a boundary the bytes do not contain.
std::pair<std::string, std::string> file_form(const std::vector<std::pair<std::string, std::string>>& fields,
                                              const std::string& filename, const std::string& bytes) {
  std::string boundary = "proofreader-cli-boundary";
  while (bytes.find(boundary) != std::string::npos) boundary += "-x";
  std::string body;
  for (const auto& [name, value] : fields)
    body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value +
            "\r\n";
  body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename +
          "\"\r\nContent-Type: application/octet-stream\r\n\r\n" + bytes + "\r\n--" + boundary + "--\r\n";
  return {"multipart/form-data; boundary=" + boundary, std::move(body)};
}

// A name for the upload the server detects the format by: the file's own
// name when its extension tells the format, else one that does.
std::string upload_name(const SourceFile& file) {
  const std::filesystem::path path(file.path == "-" ? "stdin" : file.path);
  std::string name = path.filename().string();
  for (char& c : name)
    if (c == '"' || c == '\r' || c == '\n') c = '_';
  const std::string extension = path.extension().string();
  const bool says_format =
      extension == "." + file.format || (file.format == "md" && extension == ".markdown");
  return says_format ? name : name + "." + file.format;
}

constexpr int kAttempts = 10;

std::chrono::seconds retry_after(const sdk::HttpResponse& response) {
  for (const auto& [name, value] : response.headers)
    if (Poco::icompare(name, "Retry-After") == 0) {
      try {
        return std::chrono::seconds(std::clamp(std::stoi(value), 1, 60));
      } catch (const std::exception&) {
        break;
      }
    }
  return std::chrono::seconds(5);
}

}  // namespace

ServerChecker::ServerChecker(std::string server, std::string token, const std::string& guide_name)
    : server_(std::move(server)), token_(std::move(token)), fetcher_(host::FetchPolicy{}) {
  while (!server_.empty() && server_.back() == '/') server_.pop_back();
  if (server_.rfind("http://", 0) != 0 && server_.rfind("https://", 0) != 0)
    throw std::runtime_error("--server takes an http:// or https:// address, not '" + server_ + "'");
  if (token_.empty())
    throw std::runtime_error(
        "--server needs an API key in PROOFREADER_TOKEN (make one on your profile page)");
  if (!guide_name.empty()) guide_id_ = guide_id_named(guide_name);
}

sdk::HttpResponse ServerChecker::call(const std::string& method, const std::string& path,
                                      std::vector<std::pair<std::string, std::string>> headers,
                                      std::string body) const {
  sdk::HttpRequest request;
  request.target = sdk::HttpRequest::Target::configured_service;
  request.method = method;
  request.url = server_ + path;
  request.headers = std::move(headers);
  request.headers.emplace_back("Authorization", "Bearer " + token_);
  request.headers.emplace_back("Accept-Language", "en");
  request.body = std::move(body);
  request.timeout_ms = 120000;
  request.max_bytes = std::size_t{256} << 20;
  // A key's requests a minute (429) and a full check queue (503) are waited
  // out, as long as the server asks (Retry-After), a few times.
  for (int attempt = 1;; ++attempt) {
    sdk::HttpResponse response;
    try {
      response = fetcher_.perform(request);
    } catch (const sdk::ApiError& e) {
      throw CheckError(server_ + ": " + e.what());
    }
    if ((response.status != 429 && response.status != 503) || attempt == kAttempts) return response;
    std::this_thread::sleep_for(retry_after(response));
  }
}

std::string ServerChecker::guide_id_named(const std::string& name) const {
  const auto response = call("GET", "/api/styleguides", {}, "");
  if (response.status != 200) throw std::runtime_error(server_ + ": " + refusal(response));
  const auto body = json_object(response.body);
  const auto items = body ? body->getArray("items") : nullptr;
  if (!items) throw std::runtime_error(server_ + ": /api/styleguides answered no list of guides");
  std::string names;
  for (std::size_t i = 0; i < items->size(); ++i) {
    const auto guide = items->getObject(i);
    if (!guide) continue;
    if (guide->optValue<std::string>("name", "") == name) return guide->getValue<std::string>("id");
    names += (names.empty() ? "" : ", ") + guide->optValue<std::string>("name", "");
  }
  throw std::runtime_error("the server has no style guide named '" + name + "' (it has: " + names + ")");
}

ServerAnswer ServerChecker::ask(const SourceFile& file) const {
  std::vector<std::pair<std::string, std::string>> fields;
  if (!guide_id_.empty()) fields.emplace_back("styleguide_id", guide_id_);
  auto [content_type, body] = file_form(fields, upload_name(file), file.bytes);
  const auto response = call("POST", "/api/check", {{"Content-Type", content_type}}, std::move(body));
  if (response.status != 200) throw CheckError(file.path + ": " + refusal(response));
  const auto answer = json_object(response.body);
  const auto remarks = answer ? answer->getArray("remarks") : nullptr;
  const auto blocks = answer ? answer->getArray("blocks") : nullptr;
  if (!remarks || !blocks) throw CheckError(file.path + ": the server's answer has no remarks and blocks");
  ServerAnswer out;
  for (std::size_t i = 0; i < remarks->size(); ++i)
    out.remarks.push_back(host::remark_from_json(remarks->getObject(i)));
  for (std::size_t i = 0; i < blocks->size(); ++i)
    out.block_texts.push_back(blocks->getObject(i)->optValue<std::string>("text", ""));
  return out;
}

std::vector<CliRemark> ServerChecker::check(const SourceFile& file) {
  const auto local = extract_file(file);
  const auto answer = ask(file);
  const auto& blocks = local.document.blocks;
  bool same = answer.block_texts.size() == blocks.size();
  for (std::size_t i = 0; same && i < blocks.size(); ++i) same = answer.block_texts[i] == blocks[i].text;
  if (!same)
    throw CheckError(file.path + ": the server reads this file into other blocks than this command (" +
                     std::to_string(answer.block_texts.size()) + " and " + std::to_string(blocks.size()) +
                     "): the server and the command are of different releases");
  return place_remarks(file, local, answer.remarks);
}

}  // namespace proofreader::cli

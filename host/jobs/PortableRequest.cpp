#include "jobs/PortableRequest.hpp"

#include "http/CheckOptionsReader.hpp"

#include <Poco/Base64Decoder.h>
#include <Poco/Base64Encoder.h>
#include <Poco/JSON/Parser.h>
#include <proofreader/kit/check_parts.hpp>

#include <sstream>

#include "common/ToJson.hpp"

namespace proofreader::host {

namespace {

std::string base64(const std::string& bytes) {
  std::ostringstream out;
  Poco::Base64Encoder encoder(out, Poco::BASE64_NO_PADDING);
  encoder.rdbuf()->setLineLength(0);
  encoder << bytes;
  encoder.close();
  return out.str();
}

std::string unbase64(const std::string& text) {
  std::istringstream in(text);
  Poco::Base64Decoder decoder(in, Poco::BASE64_NO_PADDING);
  return std::string(std::istreambuf_iterator<char>(decoder), {});
}

// A request names its guide by key; one queued before keys carries its JSON.
sdk::StyleGuideView guide_of(const Poco::JSON::Object& guide, const KeptGuide& kept) {
  if (guide.has("json"))
    return {guide.getValue<std::string>("id"), guide.getValue<int>("version"),
            guide.getValue<std::string>("name"), guide.getValue<std::string>("json")};
  const auto key = guide.getValue<std::string>("key");
  auto found = kept(key);
  if (!found) throw std::runtime_error("a queued request names a style guide that is not kept: " + key);
  return std::move(*found);
}

}  // namespace

bool is_portable(const JobRequest& request) {
  return !request.document && !request.on_finished;
}

std::string portable_json(const JobRequest& r, const std::string& guide_key) {
  Poco::JSON::Object o;
  Poco::JSON::Object::Ptr user = new Poco::JSON::Object;
  user->set("id", r.user.id);
  user->set("login", r.user.login);
  user->set("role", r.user.role);
  o.set("user", user);
  Poco::JSON::Object::Ptr source = new Poco::JSON::Object;
  source->set("kind", r.source.kind);
  source->set("name", r.source.name);
  source->set("url", r.source.url);
  source->set("content", base64(r.source.content));
  o.set("source", source);
  Poco::JSON::Object::Ptr options = new Poco::JSON::Object;
  for (sdk::CheckPart part : sdk::kSwitchableParts)
    options->set(kit::request_field(part), kit::part_on(r.options, part));
  options->set("prompt", r.options.prompt);
  options->set("locale", r.options.locale);
  o.set("options", options);
  if (r.guide) {
    Poco::JSON::Object::Ptr guide = new Poco::JSON::Object;
    guide->set("id", r.guide->id);
    guide->set("version", r.guide->version);
    guide->set("name", r.guide->name);
    guide->set("key", guide_key);
    o.set("guide", guide);
  }
  o.set("custom_rules_json", r.custom_rules_json);
  o.set("origin_json", r.origin_json);
  return to_json(o);
}

JobRequest request_from_portable(const std::string& json, const KeptGuide& kept) {
  try {
    Poco::JSON::Parser parser;
    const auto o = parser.parse(json).extract<Poco::JSON::Object::Ptr>();
    JobRequest r;
    const auto user = o->getObject("user");
    r.user = {user->getValue<Poco::Int64>("id"), user->getValue<std::string>("login"),
              user->getValue<std::string>("role")};
    const auto source = o->getObject("source");
    r.source.kind = source->getValue<std::string>("kind");
    r.source.name = source->getValue<std::string>("name");
    r.source.url = source->getValue<std::string>("url");
    r.source.content = unbase64(source->getValue<std::string>("content"));
    const auto options = o->getObject("options");
    read_check_options(*options, r.options);
    r.options.locale = options->getValue<std::string>("locale");
    if (const auto guide = o->getObject("guide")) r.guide = guide_of(*guide, kept);
    r.custom_rules_json = o->getValue<std::string>("custom_rules_json");
    r.origin_json = o->getValue<std::string>("origin_json");
    return r;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("a queued request that cannot be read: " + e.displayText());
  }
}

}  // namespace proofreader::host

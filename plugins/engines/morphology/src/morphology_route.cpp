#include "morphology_route.hpp"

#include <Poco/JSON/Array.h>

#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::morphology_engine {
namespace {

const char* kind_name(russian::Token::Kind kind) {
  using Kind = russian::Token::Kind;
  switch (kind) {
    case Kind::word:
      return "word";
    case Kind::number:
      return "number";
    case Kind::punctuation:
      return "punctuation";
    case Kind::space:
      return "space";
    case Kind::url:
      return "url";
    case Kind::email:
      return "email";
    case Kind::path:
      return "path";
    case Kind::code:
      return "code";
    case Kind::symbol:
      return "symbol";
  }
  return "symbol";
}

}  // namespace

Poco::JSON::Object::Ptr describe_text(const std::string& text, const russian::Morphology& morphology) {
  const auto tokenized = russian::tokenize(text);
  Poco::JSON::Array::Ptr tokens = new Poco::JSON::Array;
  for (const auto& t : tokenized.tokens) {
    if (t.kind == russian::Token::Kind::space) continue;
    Poco::JSON::Object::Ptr token = new Poco::JSON::Object;
    token->set("kind", kind_name(t.kind));
    token->set("text", t.text);
    token->set("offset", t.offset);
    token->set("length", t.length);
    if (t.kind == russian::Token::Kind::word) {
      Poco::JSON::Array::Ptr parses = new Poco::JSON::Array;
      for (const auto& p : morphology.parse(t.text)) {
        Poco::JSON::Object::Ptr parse = new Poco::JSON::Object;
        parse->set("tag", p.tag.str());
        parse->set("pos", std::string(p.tag.pos()));
        parse->set("normal_form", p.normal_form);
        parse->set("score", static_cast<double>(p.score));
        parse->set("predicted", p.predicted);
        parses->add(parse);
      }
      token->set("parses", parses);
    }
    tokens->add(token);
  }
  Poco::JSON::Array::Ptr sentences = new Poco::JSON::Array;
  for (const auto& s : tokenized.sentences) {
    Poco::JSON::Object::Ptr sentence = new Poco::JSON::Object;
    sentence->set("offset", s.offset);
    sentence->set("length", s.length);
    sentence->set("text", text.substr(s.byte_offset, s.byte_length));
    sentences->add(sentence);
  }
  Poco::JSON::Object::Ptr result = new Poco::JSON::Object;
  result->set("tokens", tokens);
  result->set("sentences", sentences);
  return result;
}

sdk::Route morphology_route(std::shared_ptr<const russian::Morphology> morphology) {
  sdk::Route route;
  route.method = "GET";
  route.path = "/api/morphology";
  route.access = sdk::Access::user;
  route.summary = "Tokens, sentences and every morphological parse of ?text= (for rule authors)";
  route.handler = [morphology](sdk::RequestContext& ctx) {
    const std::string text = ctx.query("text");
    if (text.empty())
      throw sdk::ApiError::bad_request("Query parameter 'text' is required", "Нужен параметр запроса text");
    if (russian::code_points(text) > kMaxMorphologyText)
      throw sdk::ApiError::bad_request(
          "Text longer than " + std::to_string(kMaxMorphologyText) + " characters",
          "Текст длиннее " + std::to_string(kMaxMorphologyText) + " символов");
    ctx.send_json(describe_text(text, *morphology));
  };
  return route;
}

}  // namespace proofreader::morphology_engine

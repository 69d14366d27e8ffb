// The chat answer body: streamed SSE chunks or one JSON completion.
#include <catch2/catch.hpp>

#include "chat_client.hpp"

using namespace proofreader;

TEST_CASE("streamed chunks are joined up to the DONE marker") {
  const std::string body =
      ": keep-alive\n\n"
      "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n"
      "data: {\"choices\":[{\"delta\":{\"content\":\"{\\\"remarks\\\":\"}}]}\r\n\r\n"
      "data: {\"choices\":[{\"delta\":{\"content\":\" []}\"}}]}\n\n"
      "data: [DONE]\n\n";
  CHECK(llm::answer_content(body) == "{\"remarks\": []}");
}

TEST_CASE("a plain completion is read from message.content") {
  CHECK(llm::answer_content(R"({"choices":[{"message":{"role":"assistant","content":"ok"}}]})") == "ok");
}

TEST_CASE("broken answers are ChatErrors") {
  CHECK_THROWS_AS(llm::answer_content(""), llm::ChatError);
  CHECK_THROWS_AS(llm::answer_content("{\"choices\": [ broken"), llm::ChatError);
  CHECK_THROWS_AS(llm::answer_content("{\"error\": \"x\"}"), llm::ChatError);
  CHECK_THROWS_AS(llm::answer_content("data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n"),
                  llm::ChatError);
  CHECK_THROWS_AS(llm::answer_content("data: not json\n\ndata: [DONE]\n\n"), llm::ChatError);
}

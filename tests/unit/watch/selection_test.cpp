#include <catch2/catch.hpp>

#include <stdexcept>

#include "HtmlSelection.hpp"

using namespace proofreader::watch;
using Catch::Matchers::Contains;

namespace {

const std::string kPage = R"(<!doctype html><html><head><title>T</title><script>var x = "<p>";</script></head>
<body>
  <nav class="menu"><a href="/">Главная</a> <a href="/docs">Документация</a></nav>
  <div id="content" class="page wide">
    <h1>Установка</h1>
    <p class="lead">Пакет ставится командой apt, затем настраивается в файле конфигурации, как описано ниже.</p>
    <div class="note"><p>Примечание: перезапустите службу после изменения настроек, иначе они не применятся.</p></div>
  </div>
  <aside class="sidebar"><p>Реклама: купите наш курс, очень полезный, со скидкой, только сегодня.</p></aside>
  <footer>Обновлено 12.03.2025</footer>
</body></html>)";

std::string select(const std::string& selector, bool main = false) {
  auto part = select_part(kPage, {selector, main});
  return part ? *part : "<nothing>";
}

}  // namespace

TEST_CASE("selection: the whole page is the page itself") {
  CHECK(select("") == kPage);
}

TEST_CASE("selection: tag, #id, .class, compound and descendant selectors") {
  CHECK_THAT(select("h1"), Contains("<h1>Установка</h1>"));
  CHECK_THAT(select("#content"), Contains("Пакет ставится"));
  CHECK_THAT(select("#content"), !Contains("Главная"));
  CHECK_THAT(select("p.lead"), Contains("Пакет ставится"));
  CHECK_THAT(select("p.lead"), !Contains("Примечание"));
  CHECK_THAT(select("div.page.wide .note p"), Contains("Примечание"));
  CHECK_THAT(select("div.page.wide .note p"), !Contains("Пакет ставится"));
  CHECK(select("aside .note") == "<nothing>");
  // A list of alternatives, written in document order, without duplicates.
  const auto both = select("footer, h1, #content");
  CHECK(both.find("Установка") < both.find("Обновлено"));
  CHECK(both.find("Установка") == both.rfind("Установка"));
}

TEST_CASE("selection: attributes and text are escaped again, scripts left out") {
  const auto part = *select_part(
      R"(<div id="a" title="x &quot;y&quot; &lt;z&gt;">A &amp; B &lt;b&gt;<script>evil()</script></div>)",
      {"#a", false});
  CHECK_THAT(part, Contains(R"(title="x &quot;y&quot; &lt;z&gt;")"));
  CHECK_THAT(part, Contains("A &amp; B &lt;b&gt;"));
  CHECK_THAT(part, !Contains("evil"));
}

TEST_CASE("selection: unsupported selectors are refused") {
  for (const char* bad : {"div > p", "a[href]", "p:first-child", "h1 + p", " , "})
    CHECK_THROWS_AS(select_part(kPage, {bad, false}), std::invalid_argument);
}

TEST_CASE("selection: main content by the readability heuristic") {
  const auto main = select("", true);
  CHECK_THAT(main, Contains("Пакет ставится"));
  CHECK_THAT(main, Contains("Примечание"));
  CHECK_THAT(main, !Contains("Реклама"));
  CHECK_THAT(main, !Contains("Документация"));
  CHECK_THAT(main, !Contains("Обновлено"));

  // A single <article> wins outright.
  const auto article = *select_part(
      "<body><div><p>Короткий текст вокруг статьи, довольно длинный абзац.</p></div>"
      "<article><p>Статья</p></article></body>",
      {"", true});
  CHECK_THAT(article, Contains("Статья"));
  CHECK_THAT(article, !Contains("Короткий"));

  CHECK_FALSE(select_part("<body><a href=x>only a link</a></body>", {"", true}));
}

// kit/xml_escape.hpp: the one escaping of the CLI's XML, the watch section's
// HTML and the documents section's search snippets.
#include <catch2/catch.hpp>

#include <proofreader/kit/xml_escape.hpp>

using proofreader::kit::xml_escaped;
using proofreader::kit::XmlEscape;

TEST_CASE("kit: XML escaping by how much a caller needs", "[kit][xml]") {
  const std::string text = "a<b> & \"c\"\nd\te\x01";
  CHECK(xml_escaped(text, XmlEscape::text) == "a&lt;b&gt; &amp; \"c\"\nd\te\x01");
  CHECK(xml_escaped(text, XmlEscape::quoted) == "a&lt;b&gt; &amp; &quot;c&quot;\nd\te\x01");
  CHECK(xml_escaped(text, XmlEscape::attribute) == "a&lt;b&gt; &amp; &quot;c&quot;&#10;d\te");
  CHECK(xml_escaped("ударе́ние", XmlEscape::attribute) == "ударе́ние");
}

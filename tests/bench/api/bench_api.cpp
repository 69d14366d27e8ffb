// bench_api [old.json new.json]: the API section's core on large specs.
//
// Prints, for each spec: load (libfyaml → Node tree) + segment time, median of
// 5, and the process's peak RSS growth over the first load; then the diff of
// the two, the consistency findings of the new one and its export (median of
// 3). Without arguments it generates an 11 MB spec and a changed copy (see
// generate_spec); fetch_specs.sh fetches two real ones (GitHub Enterprise
// Server 3.17 and 3.18, from the npm package @octokit/openapi).
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "Consistency.hpp"
#include "Exporter.hpp"
#include "SpecDiff.hpp"

using namespace proofreader::api;
using Clock = std::chrono::steady_clock;

namespace {

double median_ms(int runs, const std::function<void()>& work) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    auto start = Clock::now();
    work();
    times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

long peak_rss_kb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A YAML spec of about `bytes`: resources with four operations each, query
// parameters, schemas with described properties. `variant` 1 changes every
// 50th resource (a removed operation, a new required parameter, a changed
// type, a reworded description).
std::string generate_spec(std::size_t bytes, int variant) {
  std::ostringstream out;
  out << "openapi: 3.0.3\ninfo:\n  title: Generated API\n  version: '" << variant + 1
      << "'\n  description: A generated spec for the benchmark.\npaths:\n";
  std::ostringstream schemas;
  for (int r = 0; static_cast<std::size_t>(out.tellp()) + static_cast<std::size_t>(schemas.tellp()) < bytes;
       ++r) {
    bool changed = variant == 1 && r % 50 == 0;
    std::string name = "Resource" + std::to_string(r);
    out << "  /resources" << r << ":\n    get:\n      summary: List resources of kind " << r
        << "\n      description: Returns the resources of kind " << r << (changed ? ", newest first." : ".")
        << " Use `limit` to page.\n      operationId: list" << name
        << "\n      parameters:\n        - name: limit\n          in: query\n          description: How many "
           "items to return\n"
           "          schema: {type: integer, maximum: 100}\n";
    if (changed)
      out << "        - name: owner\n          in: query\n          required: true\n          schema: {type: "
             "string}\n";
    out << "      responses:\n        '200':\n          description: The resources\n          content:\n"
           "            application/json:\n              schema:\n                type: array\n              "
           "  items: {$ref: '#/components/schemas/"
        << name << "'}\n    post:\n      summary: Create a resource of kind " << r
        << "\n      operationId: create" << name
        << "\n      requestBody:\n        required: true\n        content:\n          application/json:\n    "
           "        schema: {$ref: "
           "'#/components/schemas/"
        << name << "'}\n      responses:\n        '201':\n          description: Created\n  /resources" << r
        << "/{id}:\n    get:\n      summary: Get a resource of kind " << r << "\n      operationId: get"
        << name
        << "\n      parameters:\n        - {name: id, in: path, required: true, description: The identifier, "
           "schema: {type: "
           "string}}\n      responses:\n        '200':\n          description: The resource\n          "
           "content:\n"
           "            application/json:\n              schema: {$ref: '#/components/schemas/"
        << name << "'}\n        '404':\n          description: Not found\n";
    if (!changed)
      out << "    delete:\n      summary: Delete a resource of kind " << r << "\n      operationId: delete"
          << name << "\n      responses:\n        '204':\n          description: Deleted\n";
    schemas
        << "    " << name << ":\n      type: object\n      description: A resource of kind " << r
        << "\n      required: [id]\n      properties:\n        id: {type: "
        << (changed ? "integer" : "string")
        << ", description: The identifier}\n        name: {type: string, description: The display name}\n"
           "        state: {type: string, enum: [active, archived], description: Where the resource stands}\n"
           "        created: {type: string, format: date-time, description: When it was created}\n";
  }
  return out.str() + "components:\n  schemas:\n" + schemas.str();
}

}  // namespace

int main(int argc, char** argv) {
  std::string old_text, new_text;
  if (argc == 3) {
    old_text = read(argv[1]);
    new_text = read(argv[2]);
    std::printf("specs: %s (%.1f MB), %s (%.1f MB)\n", argv[1], old_text.size() / 1e6, argv[2],
                new_text.size() / 1e6);
  } else {
    old_text = generate_spec(11'000'000, 0);
    new_text = generate_spec(11'000'000, 1);
    std::printf("specs: generated, %.1f MB and %.1f MB (no real spec given)\n", old_text.size() / 1e6,
                new_text.size() / 1e6);
  }
  LoadLimits limits;
  const long rss_before = peak_rss_kb();
  std::shared_ptr<const Spec> old_spec, new_spec;
  std::vector<Segment> old_segments, new_segments;
  old_spec = parse_spec(old_text, limits);
  old_segments = spec_segments(*old_spec);
  const long rss_after = peak_rss_kb();
  std::printf(
      "old: %zu operations, %zu segments, %zu nodes; peak RSS +%.1f MB for its first load (%.1f× the file)\n",
      old_spec->operations.size(), old_segments.size(), old_spec->root->size,
      (rss_after - rss_before) / 1024.0, (rss_after - rss_before) * 1024.0 / old_text.size());
  double load_ms = median_ms(5, [&] { old_spec = parse_spec(old_text, limits); });
  double segment_ms = median_ms(5, [&] { old_segments = spec_segments(*old_spec); });
  std::printf(
      "load (parse into the tree): %.0f ms = %.1f MB/s; segments: %.0f ms; together %.0f ms (median of 5)\n",
      load_ms, old_text.size() / 1e3 / load_ms, segment_ms, load_ms + segment_ms);
  new_spec = parse_spec(new_text, limits);
  new_segments = spec_segments(*new_spec);
  SpecDiff diff;
  double diff_ms = median_ms(3, [&] { diff = diff_specs(*old_spec, *new_spec); });
  std::printf("diff: %.0f ms (median of 3): %d breaking, %d warning, %d info, %zu text changes\n", diff_ms,
              diff.count("breaking"), diff.count("warning"), diff.count("info"), diff.text_changes.size());
  std::vector<Finding> findings;
  double consistency_ms = median_ms(3, [&] {
    findings = consistency_findings({new_spec.get(), &new_segments, nullptr, {}});
  });
  std::printf("consistency (without morphology): %.0f ms, %zu findings\n", consistency_ms, findings.size());
  std::string exported;
  double export_ms = median_ms(3, [&] { exported = export_spec(new_text, ExportFormat::yaml, {}); });
  std::printf("export as YAML: %.0f ms (%.1f MB)\n", export_ms, exported.size() / 1e6);
  std::printf("peak RSS of the whole run: %.1f MB\n", peak_rss_kb() / 1024.0);
  return 0;
}

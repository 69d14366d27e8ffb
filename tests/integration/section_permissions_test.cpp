// The sections' one permission rule (sdk/permissions.hpp), through the real
// host, in one table: for an object of each section made by its owner, who
// may read, change, archive and delete it. The project has two roles, admin
// and user, so the callers are: nobody (no session), the owner (a user),
// another user, and an administrator. Sections without an archive have no
// archive row.
#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <sstream>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

enum class Who { nobody, owner, other, admin };

const char* name_of(Who who) {
  switch (who) {
    case Who::nobody:
      return "nobody";
    case Who::owner:
      return "owner";
    case Who::other:
      return "other user";
    case Who::admin:
      return "admin";
  }
  return "?";
}

// One action on an object: a request, and the status it gets when allowed.
struct Action {
  std::string name;
  std::function<HttpResult(HttpClient&, const std::string& id)> call;
  int allowed_status;
  // Who is allowed: the rule.
  std::function<bool(Who)> allowed;
};

bool anyone(Who who) {
  return who != Who::nobody;
}
bool owner_or_admin(Who who) {
  return who == Who::owner || who == Who::admin;
}
bool admin_only(Who who) {
  return who == Who::admin;
}

struct Section {
  std::string name;
  // Made by the owner; returns the new object's id.
  std::function<std::string(HttpClient& owner)> create;
  std::vector<Action> actions;
};

std::string spec_yaml() {
  std::ifstream in(std::string(PROOFREADER_TEST_SOURCE_DIR) + "/tests/fixtures/api/petstore-3.0.yaml",
                   std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string id_of(const HttpResult& r) {
  INFO(r.body);
  REQUIRE(r.status / 100 == 2);
  return std::to_string(r.json()->getValue<std::int64_t>("id"));
}

HttpResult upload_spec(HttpClient& c, const std::string& spec_id) {
  std::vector<std::tuple<std::string, std::string, std::string>> fields{
      {"file", "petstore.yaml", spec_yaml()}};
  if (!spec_id.empty()) fields.emplace_back("spec_id", "", spec_id);
  auto [body, type] = multipart(fields);
  return c.request("POST", "/api/api-specs", body, type);
}

std::vector<Section> sections() {
  std::vector<Section> out;
  out.push_back(
      {"documents",
       [](HttpClient& c) {
         static int made = 0;  // one file per call: the same name would be a new version of one file
         auto [body, type] =
             multipart({{"file", "Руководство-" + std::to_string(++made) + ".txt", "Первая версия."},
                        {"folder_id", "", "0"}});
         return id_of(c.request("POST", "/api/repo/files", body, type));
       },
       {{"read", [](HttpClient& c, const std::string& id) { return c.get("/api/repo/files/" + id); }, 200,
         anyone},
        {"change",
         [](HttpClient& c, const std::string& id) {
           return c.request("PATCH", "/api/repo/files/" + id, R"({"name":"Новое имя )" + id + R"(.txt"})",
                            "application/json");
         },
         200, owner_or_admin},
        {"archive",
         [](HttpClient& c, const std::string& id) {
           return c.request("POST", "/api/repo/files/" + id + "/archive", "", "application/json");
         },
         200, owner_or_admin},
        {"delete",
         [](HttpClient& c, const std::string& id) { return c.request("DELETE", "/api/repo/files/" + id); },
         200, admin_only}}});
  out.push_back(
      {"api",
       [](HttpClient& c) { return id_of(upload_spec(c, "")); },
       {{"read", [](HttpClient& c, const std::string& id) { return c.get("/api/api-specs/" + id); }, 200,
         anyone},
        {"change", [](HttpClient& c, const std::string& id) { return upload_spec(c, id); }, 201,
         owner_or_admin},
        {"delete",
         [](HttpClient& c, const std::string& id) { return c.request("DELETE", "/api/api-specs/" + id); },
         200, owner_or_admin}}});
  out.push_back(
      {"screenshots",
       [](HttpClient& c) {
         return id_of(c.post_json("/api/screenshot-templates",
                                  R"({"name":"Главная","url":"https://docs.example.org/"})"));
       },
       {{"read",
         [](HttpClient& c, const std::string& id) { return c.get("/api/screenshot-templates/" + id); }, 200,
         anyone},
        {"change",
         [](HttpClient& c, const std::string& id) {
           return c.request("PUT", "/api/screenshot-templates/" + id,
                            R"({"name":"Вход","url":"https://docs.example.org/login"})", "application/json");
         },
         200, owner_or_admin},
        {"delete",
         [](HttpClient& c, const std::string& id) {
           return c.request("DELETE", "/api/screenshot-templates/" + id);
         },
         204, owner_or_admin}}});
  out.push_back(
      {"watch",
       [](HttpClient& c) {
         return id_of(c.post_json("/api/watch/groups", R"({"name":"Документация","schedule":"manual"})"));
       },
       {{"read", [](HttpClient& c, const std::string& id) { return c.get("/api/watch/groups/" + id); }, 200,
         anyone},
        {"change",
         [](HttpClient& c, const std::string& id) {
           return c.request("PATCH", "/api/watch/groups/" + id, R"({"description":"изменено"})",
                            "application/json");
         },
         200, owner_or_admin},
        {"change (add a page)",
         [](HttpClient& c, const std::string& id) {
           return c.post_json("/api/watch/pages",
                              R"({"group_id":)" + id + R"(,"url":"http://127.0.0.1:9/x"})");
         },
         201, owner_or_admin},
        {"delete",
         [](HttpClient& c, const std::string& id) { return c.request("DELETE", "/api/watch/groups/" + id); },
         204, owner_or_admin}}});
  return out;
}

}  // namespace

TEST_CASE(
    "one permission rule in all four sections: anyone reads, the owner or an admin changes, archives and "
    "removes, only an admin deletes for good") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "documents,api,screenshots,watch"},
                       {"PROOFREADER_FETCH_ALLOWLIST", "127.0.0.1"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  for (const char* login : {"owner", "other"})
    REQUIRE(admin
                .post_json("/api/users", std::string(R"({"login":")") + login +
                                             R"(","password":"password-of-)" + login + R"(","role":"user"})")
                .status == 201);
  HttpClient owner(host.base_url()), other(host.base_url()), nobody(host.base_url());
  REQUIRE(owner.login("owner", "password-of-owner").status == 200);
  REQUIRE(other.login("other", "password-of-other").status == 200);
  const auto client = [&](Who who) -> HttpClient& {
    switch (who) {
      case Who::nobody:
        return nobody;
      case Who::owner:
        return owner;
      case Who::other:
        return other;
      case Who::admin:
        return admin;
    }
    return nobody;
  };

  for (const auto& section : sections()) {
    for (const auto& action : section.actions) {
      // The ones refused first, on one object; then the allowed ones each on a fresh object (an
      // allowed delete or archive would take the object from the next caller).
      for (Who who : {Who::nobody, Who::other, Who::owner, Who::admin}) {
        INFO(section.name << ": " << action.name << " by " << name_of(who));
        const auto id = section.create(owner);
        const auto r = action.call(client(who), id);
        INFO(r.body);
        if (action.allowed(who)) {
          CHECK(r.status == action.allowed_status);
        } else if (who == Who::nobody) {
          CHECK(r.status == 401);
        } else {
          CHECK(r.status == 403);
          CHECK(r.error_code() == "forbidden");
          // Refused means nothing changed: the object is still there for its owner.
          CHECK(section.actions.front().call(owner, id).status == 200);
        }
      }
    }
  }
}

// Folder routes: tree, create, rename/move, archive/restore, delete, the files
// of a folder and a folder as a zip.
#include <proofreader/kit/json_fields.hpp>
#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/http.hpp>

#include "FolderZip.hpp"
#include "JsonViews.hpp"
#include "RepositoryRoutes.hpp"

namespace proofreader::documents {

using Poco::JSON::Object;
using sdk::Access;
using sdk::RequestContext;

void RepositoryRoutes::add_folder_routes(sdk::RouteRegistrar& routes) {
  routes.add({"GET", "/api/repo/folders", Access::user,
              "The folder tree (archived folders only with archived=true)", [this](RequestContext& ctx) {
                Object::Ptr body = new Object;
                body->set("folders", folder_tree_json(repository_.folders(), flag_query(ctx, "archived")));
                ctx.send_json(body);
              }});
  routes.add({"POST", "/api/repo/folders", Access::user, "Creates a folder: {name, parent_id (0: the root)}",
              [this](RequestContext& ctx) {
                const auto body = kit::body_object(ctx);
                const auto name = kit::string_field(body, "name");
                if (!name) throw sdk::ApiError::bad_request("name is required", "Укажите name");
                const auto id = repository_.create_folder(kit::int_field(body, "parent_id", 0).value_or(0),
                                                          *name, ctx.user());
                const Folder folder = repository_.folder(id);
                ctx.audit("repo.folder.create", "folder " + std::to_string(id) + " " + folder.name);
                ctx.send_json(folder_json(folder), 201);
              }});
  routes.add({"PATCH", "/api/repo/folders/{id}", Access::user,
              "Renames and/or moves a folder: {name?, parent_id?} (its creator or an administrator)",
              [this](RequestContext& ctx) {
                const auto id = kit::id_param(ctx, "id", 0);
                const auto body = kit::body_object(ctx);
                repository_.update_folder(id, kit::string_field(body, "name"),
                                          kit::int_field(body, "parent_id", 0), ctx.user());
                const Folder folder = repository_.folder(id);
                ctx.audit("repo.folder.update", "folder " + std::to_string(id) + " " + folder.name + " in " +
                                                    std::to_string(folder.parent_id));
                ctx.send_json(folder_json(folder));
              }});
  for (const bool archive : {true, false}) {
    const std::string action = archive ? "archive" : "restore";
    routes.add({"POST", "/api/repo/folders/{id}/" + action, Access::user,
                archive ? "Archives a folder: read-only and hidden with everything in it"
                        : "Restores an archived folder",
                [this, archive, action](RequestContext& ctx) {
                  const auto id = kit::id_param(ctx, "id", 0);
                  repository_.set_folder_archived(id, archive, ctx.user());
                  ctx.audit("repo.folder." + action, "folder " + std::to_string(id));
                  ctx.send_json(folder_json(repository_.folder(id)));
                }});
  }
  routes.add({"DELETE", "/api/repo/folders/{id}", Access::admin,
              "Deletes a folder, its subfolders and their files for good (administrators)",
              [this](RequestContext& ctx) {
                const auto id = kit::id_param(ctx, "id", 0);
                const Folder folder = repository_.folder(id);
                repository_.delete_folder(id, ctx.user());
                ctx.audit("repo.folder.delete", "folder " + std::to_string(id) + " " + folder.name);
                Object::Ptr body = new Object;
                body->set("deleted", id);
                ctx.send_json(body);
              }});
  routes.add({"GET", "/api/repo/folders/{id}/files", Access::user,
              "The files of a folder (0: the root), archived ones only with archived=true",
              [this](RequestContext& ctx) {
                Poco::JSON::Array::Ptr files = new Poco::JSON::Array;
                for (const auto& f :
                     repository_.files_in(kit::id_param(ctx, "id", 0), flag_query(ctx, "archived")))
                  files->add(file_json(f));
                Object::Ptr body = new Object;
                body->set("files", files);
                ctx.send_json(body);
              }});
  routes.add({"GET", "/api/repo/folders/{id}/download", Access::user,
              "The latest version of every file in a folder and its subfolders as a zip, streamed",
              [this](RequestContext& ctx) {
                send_folder_zip(ctx, repository_, blobs_, kit::id_param(ctx, "id", 0));
              }});
}

}  // namespace proofreader::documents

// The team dictionary (issue 26 §3; TeamDictionary): words spelling accepts.
//
// Who may do what: any logged-in user adds a word from a spelling card
// (POST /api/dictionary; where it goes is the admins' policy); admins list
// the words, move one to another scope, delete one, import and export a plain
// word list, add a word with a scope of their choice and set the policy. Every change is audited.
#pragma once

#include "guides/TeamDictionary.hpp"

namespace proofreader::host {

class Database;
class GuideStore;
class Router;

// What the handlers use; each must outlive the router.
struct DictionaryRouteServices {
  Database& db;
  GuideStore& guides;
  TeamDictionary::MorphologySource morphology;
};

void register_dictionary_routes(Router& router, DictionaryRouteServices services);

}  // namespace proofreader::host

#include "pronoun_for_thing.hpp"

namespace proofreader::morphology_engine {

bool pronoun_stands_alone(const Parse& p) {
  if (!p.tag.has("Apro")) return false;
  if (p.normal_form == "весь") return p.tag.number() == "plur" || p.tag.gender() == "neut";
  return p.tag.number() == "plur" &&
         (p.normal_form == "другой" || p.normal_form == "иной" || p.normal_form == "всякий" ||
          p.normal_form == "некоторый" || p.normal_form == "многий");
}

}  // namespace proofreader::morphology_engine

// Issue 35, round 13: the analytic future takes only an imperfective
// infinitive, so a perfective transitive homonym of the infinitive («выглядеть»,
// to spot; «выходить», to nurse) gives «будут» no fronted object.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE(
    "morphology-engine: «будут» with an intransitive imperfective infinitive has the noun before as subject",
    "[agreement][issue35][round13]") {
  check_found({{"Документ будут выглядеть иначе.", "будут", "будет"},
               {"Если процесс будут выходить из цикла раньше, проверьте условие.", "будут", "будет"},
               {"Значок будут выглядеть темнее.", "будут", "будет"}});
  check_unflagged({"Документ будет выглядеть иначе.", "Документы будут выглядеть иначе.",
                   "Документ будут открывать позже.", "Этот файл будут проверять вручную.",
                   "Если процесс будет выходить из цикла раньше, проверьте условие."});
}

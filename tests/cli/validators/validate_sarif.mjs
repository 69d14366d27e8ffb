// Validates a SARIF log against the OASIS SARIF 2.1.0 schema (the published
// sarif-schema-2.1.0, a JSON Schema draft-04, as @microsoft/jest-sarif ships
// it) with ajv (ajv-draft-04).
// Usage: node validate_sarif.mjs FILE; exits 1 naming each error.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";

const require = createRequire(import.meta.url);
const schema = require("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");
// The schema's language pattern is not valid with the u flag (a stray "]"); JavaScript reads it without.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validate = ajv.compile(schema);
const log = JSON.parse(readFileSync(process.argv[2], "utf8"));
if (!validate(log)) {
  for (const error of validate.errors) console.error(`${error.instancePath || "/"} ${error.message}`);
  process.exit(1);
}
console.log(`${process.argv[2]}: valid SARIF ${log.version}`);

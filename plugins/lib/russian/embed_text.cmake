# Writes OUTPUT, a C++ file defining proofreader::russian::kTechnicalLexiconText
# as the text of INPUT (UTF-8, as it is).
file(READ ${INPUT} text)
file(WRITE ${OUTPUT} "// Generated from ${INPUT}; do not edit.\nnamespace proofreader::russian {\nextern const char* const kTechnicalLexiconText;\nconst char* const kTechnicalLexiconText = R\"lexicon(${text})lexicon\";\n}  // namespace proofreader::russian\n")

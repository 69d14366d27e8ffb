# Writes OUTPUT, a C++ file defining proofreader::russian::SYMBOL as the text
# of INPUT (UTF-8, as it is).
file(READ ${INPUT} text)
file(WRITE ${OUTPUT} "// Generated from ${INPUT}; do not edit.\nnamespace proofreader::russian {\nextern const char* const ${SYMBOL};\nconst char* const ${SYMBOL} = R\"list(${text})list\";\n}  // namespace proofreader::russian\n")

// Times az's own JavaScript analyser (Az.Morph) on the words bench_morphology
// extracted, so both analysers parse exactly the same words.
//   node az_bench.js <az package dir> <words file, one per line> [repeats]
// Prints one JSON line: {"load_ms", "seconds", "words", "parses", "rss_mb"}.
'use strict';
const path = require('path');
const fs = require('fs');

const [azDir, wordsFile, repeatsArg] = process.argv.slice(2);
if (!azDir || !wordsFile) {
  console.error('usage: node az_bench.js <az package dir> <words file> [repeats]');
  process.exit(2);
}
const Az = require(path.join(azDir, 'dist', 'az.js'));
const words = fs.readFileSync(wordsFile, 'utf8').split('\n').filter((w) => w.length > 0);
const repeats = Math.max(1, parseInt(repeatsArg || '1', 10));

const loadStart = process.hrtime.bigint();
Az.Morph.init(path.join(azDir, 'dicts'), (err) => {
  if (err) {
    console.error('az failed to load its dictionary: ' + err);
    process.exit(1);
  }
  const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
  const times = [];
  let parses = 0;
  for (let r = 0; r < repeats; r++) {
    parses = 0;
    const start = process.hrtime.bigint();
    for (const w of words) parses += Az.Morph(w).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({
    load_ms: loadMs,
    seconds: times[Math.floor(times.length / 2)],
    words: words.length,
    parses: parses,
    rss_mb: process.memoryUsage().rss / 1048576,
  }));
});

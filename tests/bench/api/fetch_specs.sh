#!/usr/bin/env bash
# Fetches two versions of a large real spec for bench_api: GitHub Enterprise
# Server 3.17 and 3.18 REST API descriptions (about 11 MB of JSON each) from
# the npm package @octokit/openapi@23.0.2 (MIT). Nothing is committed.
# Usage: fetch_specs.sh <folder>   → <folder>/ghes-3.17.json, <folder>/ghes-3.18.json
set -euo pipefail
dir=${1:?usage: fetch_specs.sh <folder>}
mkdir -p "$dir"
cd "$dir"
npm pack --silent @octokit/openapi@23.0.2 >/dev/null
tar xzf octokit-openapi-23.0.2.tgz --strip-components=2 package/generated/ghes-3.17.json package/generated/ghes-3.18.json
rm octokit-openapi-23.0.2.tgz
ls -l ghes-3.17.json ghes-3.18.json

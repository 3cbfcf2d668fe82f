#!/usr/bin/env bash
# artifact-name.sh - action.yml: the report artifact's name, unique within the workflow run:
# the artifact-name input when given (PM_NAME), else pmreport-report-JOB, followed in a matrix
# job by the matrix values (PM_MATRIX: toJSON(matrix)), so that the shards of one matrix job do
# not collide (upload-artifact@v4 refuses a second artifact of a name: 409 Conflict); several
# pmreport steps that upload in one job need their own artifact-name. Characters an artifact
# name cannot hold (" : < > | * ? \ / CR LF) become '_'. Output: name.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
name=${PM_NAME:-}
if [ -z "$name" ]; then
  name="pmreport-report-${GITHUB_JOB:-job}"
  values=$(printf '%s' "${PM_MATRIX:-}" | jq -r 'if type == "object" then [.. | scalars | tostring] | join("-") else "" end' 2>/dev/null || true)
  [ -n "$values" ] && name="$name-$values"
fi
name=$(printf '%s' "$name" | tr '":<>|*?\\/\r\n' '__________')
echo "pmreport: the report artifact is $name"
gh_output name "$name"

"""Summarise a schemathesis NDJSON report: failures by check and operation, one example each.

Usage: summary.py REPORT.ndjson GATE_CHECKS
Exits 1 when a check named in GATE_CHECKS (comma-separated) failed at least once, when an operation
could not be tested (schemathesis error, e.g. an unresolvable `$ref`), or when nothing ran.
"""

import base64
import json
import sys
from collections import Counter


def body_of(response):
    content = response.get("content") or {}
    if "$base64" in content:
        text = base64.b64decode(content["$base64"]).decode("utf-8", "replace")
    else:
        text = content.get("string", "")
    return text if len(text) <= 200 else text[:200] + "…"


def main(path, gate):
    cases, failures, examples, statuses = set(), Counter(), {}, Counter()
    errors = {}
    with open(path, encoding="utf-8") as events:
        for line in events:
            event = json.loads(line)
            error = event.get("NonFatalError")
            if error:
                first_line = error["value"]["message"].splitlines()[0]
                errors.setdefault(error.get("label") or "(run)", f"{error['value']['type']}: {first_line}")
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            recorder = finished["recorder"]
            interactions = recorder.get("interactions", {})
            for case_id, interaction in interactions.items():
                response = interaction.get("response")
                if response and case_id not in cases:
                    cases.add(case_id)
                    statuses[response["status_code"] // 100] += 1
            for case_id, checks in recorder.get("checks", {}).items():
                for check in checks:
                    if check["status"] != "failure":
                        continue
                    info = (check.get("failure_info") or {}).get("failure", {})
                    key = (check["name"], info.get("operation", recorder["label"]))
                    failures[key] += 1
                    if key not in examples:
                        request = interaction_of(interactions, case_id).get("request", {})
                        response = interaction_of(interactions, case_id).get("response") or {}
                        examples[key] = (
                            f"{info.get('code', '')} {info.get('title', '')}: "
                            f"{request.get('method', '')} {request.get('uri', '')} "
                            f"-> {response.get('status_code', '?')} {body_of(response)}"
                        )
    print(f"{len(cases)} cases; responses by class: "
          + ", ".join(f"{k}xx: {v}" for k, v in sorted(statuses.items())))
    if not failures:
        print("no check failed")
    for (check, operation), count in sorted(failures.items()):
        mark = "GATE" if check in gate else "info"
        print(f"[{mark}] {check} on {operation}: {count} failing case(s)")
        print(f"        e.g. {examples[(check, operation)]}")
    for label, message in sorted(errors.items()):
        print(f"[GATE] not tested: {label}: {message}")
    gated = sum(count for (check, _), count in failures.items() if check in gate)
    print(f"gating checks ({', '.join(sorted(gate))}): {gated} failing case(s); "
          f"{len(errors)} operation(s) not tested")
    return 1 if gated or errors or not cases else 0


def interaction_of(interactions, case_id):
    return interactions.get(case_id) or {}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], set(sys.argv[2].split(","))))

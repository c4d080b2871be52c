#!/usr/bin/env python3
"""Validates the shipped map files against Schemas/hexboard-map-v1.schema.json.

    python3 -m pip install jsonschema     # once
    python3 scripts/validate-maps.py

Every Maps/*.json and Tests/HexBoardTests/Persistence/Fixtures/valid/*.json must be valid;
every file in Tests/HexBoardTests/Persistence/Fixtures/invalid-schema/ must be invalid.
Prints one line per problem and a summary; exits non-zero on any problem. The schema is an
independent check of the format: the Swift tests check the same files with the loader.
"""

import glob
import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("validate-maps: the jsonschema package is missing (python3 -m pip install jsonschema)",
          file=sys.stderr)
    sys.exit(2)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FIXTURES = os.path.join(ROOT, "Tests", "HexBoardTests", "Persistence", "Fixtures")


def relative(path):
    return os.path.relpath(path, ROOT)


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    return json.loads(data.decode("utf-8"))


def main():
    with open(os.path.join(ROOT, "Schemas", "hexboard-map-v1.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    problems = 0
    valid = sorted(glob.glob(os.path.join(ROOT, "Maps", "*.json"))) + sorted(
        glob.glob(os.path.join(FIXTURES, "valid", "*.json")))
    invalid = sorted(glob.glob(os.path.join(FIXTURES, "invalid-schema", "*.json")))
    if not valid:
        print("validate-maps: no map files found")
        problems += 1

    passed = 0
    for path in valid:
        try:
            document = load(path)
        except (ValueError, UnicodeDecodeError) as error:
            print("%s: not JSON: %s" % (relative(path), error))
            problems += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "".join("[%d]" % p if isinstance(p, int) else ".%s" % p
                            for p in error.absolute_path) or "(document)"
            print("%s: %s: %s" % (relative(path), where.lstrip("."), error.message))
        problems += len(errors)
        passed += 0 if errors else 1

    rejected = 0
    for path in invalid:
        try:
            document = load(path)
        except (ValueError, UnicodeDecodeError):
            rejected += 1
            continue
        if validator.is_valid(document):
            print("%s: expected the schema to reject this file, but it is valid" % relative(path))
            problems += 1
        else:
            rejected += 1

    print("%d files valid, %d invalid files rejected, %d problems" % (passed, rejected, problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Validates the shipped map files against Schemas/hexboard-map-v<version>.schema.json.

    python3 -m pip install jsonschema     # once
    python3 scripts/validate-maps.py

Every Maps/*.json and Tests/HexBoardTests/Persistence/Fixtures/valid/*.json must be valid;
every file in Tests/HexBoardTests/Persistence/Fixtures/invalid-schema/ must be invalid. Each
map is checked against the schema of the version it says: version 2 (hexside and corner
features) against hexboard-map-v2.schema.json, which refers to v1's definitions; version 3
(named layers) against hexboard-map-v3.schema.json; any other version against v1, which
accepts only 1.
Board patches too: every Tests/HexBoardTests/Reliability/Fixtures/*.patch.json must be valid
against Schemas/hexboard-patch-v<version>.schema.json (which refer to the map schemas), every
file in Tests/HexBoardTests/Reliability/Fixtures/invalid-schema/ invalid.
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
PATCH_FIXTURES = os.path.join(ROOT, "Tests", "HexBoardTests", "Reliability", "Fixtures")


def relative(path):
    return os.path.relpath(path, ROOT)


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    return json.loads(data.decode("utf-8"))


def validator_for(name, referenced=()):
    """A validator for Schemas/<name>; `referenced` schemas resolve by their file names."""
    schemas = {}
    for file_name in (name,) + tuple(referenced):
        with open(os.path.join(ROOT, "Schemas", file_name), encoding="utf-8") as f:
            schemas[file_name] = json.load(f)
        Draft202012Validator.check_schema(schemas[file_name])
    schema = schemas[name]
    if not referenced:
        return Draft202012Validator(schema)
    try:
        from referencing import Registry, Resource
        base = schema["$id"].rsplit("/", 1)[0] + "/"
        registry = Registry().with_resources(
            [(base + file_name, Resource.from_contents(contents))
             for file_name, contents in schemas.items()])
        return Draft202012Validator(schema, registry=registry)
    except ImportError:  # older jsonschema
        from jsonschema import RefResolver
        store = {schemas[file_name]["$id"]: schemas[file_name] for file_name in schemas}
        return Draft202012Validator(schema, resolver=RefResolver.from_schema(schema, store=store))


def by_version(validators, fallback):
    """Picks, per document, the validator of the version it says (`fallback` otherwise)."""
    def pick(document):
        version = document.get("version") if isinstance(document, dict) else None
        if isinstance(version, bool) or not isinstance(version, int):
            return fallback
        return validators.get(version, fallback)
    return pick


def check(validator, valid, invalid):
    """Returns (problems, passed, rejected). `validator` is a validator or a function giving
    the validator for a document."""
    if not callable(validator):
        fixed = validator
        validator = lambda document: fixed
    problems = 0
    passed = 0
    for path in valid:
        try:
            document = load(path)
        except (ValueError, UnicodeDecodeError) as error:
            print("%s: not JSON: %s" % (relative(path), error))
            problems += 1
            continue
        errors = sorted(validator(document).iter_errors(document),
                        key=lambda e: list(e.absolute_path))
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
        if validator(document).is_valid(document):
            print("%s: expected the schema to reject this file, but it is valid" % relative(path))
            problems += 1
        else:
            rejected += 1

    return problems, passed, rejected


def main():
    v1 = validator_for("hexboard-map-v1.schema.json")
    v2 = validator_for("hexboard-map-v2.schema.json", ("hexboard-map-v1.schema.json",))
    v3 = validator_for(
        "hexboard-map-v3.schema.json",
        ("hexboard-map-v1.schema.json", "hexboard-map-v2.schema.json"))
    maps = by_version({1: v1, 2: v2, 3: v3}, v1)
    valid = sorted(glob.glob(os.path.join(ROOT, "Maps", "*.json"))) + sorted(
        glob.glob(os.path.join(FIXTURES, "valid", "*.json"))) + sorted(
        glob.glob(os.path.join(PATCH_FIXTURES, "*.json")))
    valid = [p for p in valid if not p.endswith(".patch.json")]
    invalid = sorted(glob.glob(os.path.join(FIXTURES, "invalid-schema", "*.json")))
    problems, passed, rejected = check(maps, valid, invalid)
    if not valid:
        print("validate-maps: no map files found")
        problems += 1

    p1 = validator_for("hexboard-patch-v1.schema.json", ("hexboard-map-v1.schema.json",))
    p2 = validator_for(
        "hexboard-patch-v2.schema.json",
        ("hexboard-patch-v1.schema.json", "hexboard-map-v1.schema.json",
         "hexboard-map-v2.schema.json"))
    p3 = validator_for(
        "hexboard-patch-v3.schema.json",
        ("hexboard-patch-v1.schema.json", "hexboard-patch-v2.schema.json",
         "hexboard-map-v1.schema.json", "hexboard-map-v2.schema.json",
         "hexboard-map-v3.schema.json"))
    patches = by_version({1: p1, 2: p2, 3: p3}, p1)
    valid_patches = sorted(glob.glob(os.path.join(PATCH_FIXTURES, "*.patch.json")))
    invalid_patches = sorted(glob.glob(os.path.join(PATCH_FIXTURES, "invalid-schema", "*.json")))
    more, patches_passed, patches_rejected = check(patches, valid_patches, invalid_patches)
    problems += more
    if not valid_patches or not invalid_patches:
        print("validate-maps: no patch fixtures found")
        problems += 1

    print("%d map files valid, %d invalid map files rejected; %d patches valid, %d invalid "
          "patches rejected; %d problems"
          % (passed, rejected, patches_passed, patches_rejected, problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

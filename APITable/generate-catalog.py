#!/usr/bin/env python3
"""Generates the interpreter's SwiftUI catalog from the API table.

usage: generate-catalog.py [OUTPUT]   (default: Sources/ExampleInterpreter/Catalog/SwiftUICatalog+Data.swift)

Reads, beside this script:
  swiftui-ios18.tsv       the iOS 18 SDK's declarations (see README.md)
  other-frameworks.tsv    the few declarations of other frameworks examples use (same columns)
  navigation-roles.tsv    the navigation role of each API that has one (owner, signature, role)

Writes one Swift file holding the catalog as a compact string literal: a string literal
compiles in a fraction of the time an array literal of thousands of values takes. The
output is committed, so a build never runs this script; `make catalog` regenerates it and
`make catalog-check` fails when the committed file is stale.

One declaration a line, tab-separated:
  kind     T type, A typealias, I init, F func, f static func, V var, v static var,
           C case, S subscript, M macro
  owner    the type it belongs to or extends (empty at top level)
  name     its base name
  shape    I, F, f, S, M: the parameters, `;`-separated, each `label:context`, with `?`
           after the label when the parameter has a default; `context` is the type an
           implicit member in that argument resolves against (`ToolbarItemPlacement`, a
           generic parameter's SwiftUI protocol such as `ListStyle`), `{}` for a closure,
           empty when there is none. T: the protocols it conforms to, `,`-separated.
           V, v, C: empty.
  ios      the iOS version that introduced it (empty: always available)
  flags    `u` unavailable on iOS, `d` deprecated
  result   F, f, V, v: the result's type name (`Font`, `View` for `some View`); A: the aliased type
  role     the navigation role, when not inert: m modelled, p presents, a acts, l alters
"""
import csv, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, '..', 'Sources', 'ExampleInterpreter', 'Catalog', 'SwiftUICatalog+Data.swift')

KIND_CODES = {
    'type': 'T', 'typealias': 'A', 'init': 'I', 'func': 'F', 'static-func': 'f', 'var': 'V',
    'static-var': 'v', 'case': 'C', 'subscript': 'S', 'macro': 'M',
}
# Conformances to View the interface declares in extensions (`extension Text : View`), which the
# table's line-based extraction does not record: the interpreter draws these as views.
EXTENSION_VIEW_CONFORMANCES = {
    'Text', 'Image', 'Spacer', 'Group', 'ForEach', 'Section', 'LabeledContent', 'OutlineGroup', 'Path',
    'TimelineView', 'Tab',
}
ROLE_CODES = {'modelled': 'm', 'presents': 'p', 'acts': 'a', 'alters': 'l', 'inert': ''}
MODULE_PREFIX = re.compile(r'\b(?:SwiftUI|SwiftUICore|Swift|Foundation|CoreFoundation|CoreGraphics|Observation|'
                           r'DeveloperToolsSupport|UIKit|Combine|UniformTypeIdentifiers|CoreTransferable|Accessibility|'
                           r'_Concurrency|Symbols|os|QuartzCore|CoreText|AppIntents|WidgetKit|CoreData|Darwin)\.')
ATTRIBUTE = re.compile(r'@[A-Za-z_][A-Za-z0-9_.]*(\((?:[^()]|\([^()]*\))*\))?\s*')
SPECIFIERS = re.compile(r'\b(?:inout|__owned|__shared|borrowing|consuming|sending|isolated)\s+')


def split_top_level(text, separator=','):
    """Splits at separators outside (), [], <> (an arrow's '>' does not close)."""
    parts, depth, current, previous = [], 0, '', ''
    for character in text:
        if character in '([<':
            depth += 1
        elif character in ')]' or (character == '>' and previous != '-'):
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ''
        else:
            current += character
        previous = character
    if current.strip():
        parts.append(current)
    return parts


def matching_close(text, start):
    """The index after the bracket that closes the one at `start`."""
    depth, index, previous = 0, start, ''
    while index < len(text):
        character = text[index]
        if character in '([<':
            depth += 1
        elif character in ')]' or (character == '>' and previous != '-'):
            depth -= 1
        previous = character
        index += 1
        if depth == 0:
            return index
    return index


def generic_constraints(declaration):
    """`S` → `ListStyle` for `<S: ListStyle>` and `where S : SwiftUI.ListStyle`: the first constraint each has."""
    constraints = {}
    clause = re.search(r'\bwhere\b(.*)$', declaration)
    requirements = split_top_level(clause.group(1)) if clause else []
    inline = re.match(r'[^(<]*<', declaration)
    if inline:
        end = matching_close(declaration, inline.end() - 1)
        for parameter in split_top_level(declaration[inline.end():end - 1]):
            requirements.append(parameter)
            # An unconstrained generic parameter gives an implicit member nothing to resolve against.
            constraints.setdefault(parameter.partition(':')[0].strip(), '')
    for requirement in requirements:
        left, colon, right = requirement.partition(':')
        if not colon or '==' in requirement:
            continue
        name = left.strip()
        protocol = MODULE_PREFIX.sub('', right.split('&')[0]).strip()
        if re.fullmatch(r'[A-Za-z_][A-Za-z0-9_]*', name) and not constraints.get(name):
            constraints[name] = protocol
    return constraints


# A key in a constraints map saying the declaration's owner is a view type.
VIEW_OWNER_MARK = ' view owner'


def closure_context(text, constraints):
    """`{V}` for a closure that builds views (a result builder's, or one returning a view), `{}` for
    an action; None when `text` is no function type."""
    builder = re.search(r'@[A-Za-z_.]*Builder\b', text) is not None
    bare = MODULE_PREFIX.sub('', SPECIFIERS.sub('', ATTRIBUTE.sub('', text))).strip()
    if bare.startswith('Optional<') and bare.endswith('>'):
        bare = bare[len('Optional<'):-1].strip()
    if bare.endswith('?') and bare.startswith('('):
        bare = bare[:-1].strip()
        if bare.startswith('(') and bare.endswith(')') and matching_close(bare, 0) == len(bare):
            bare = bare[1:-1].strip()
    if not bare.startswith('(') or '->' not in bare:
        return None
    end = matching_close(bare, 0)
    rest = bare[end:].strip()
    rest = re.sub(r'^(?:async\s+)?(?:throws\s*)?', '', rest)
    if not rest.startswith('->'):
        return None
    returned = re.sub(r'^(?:some|any)\s+', '', rest[2:].strip())
    kind = constraints.get(returned.split('<')[0].strip(), returned)
    # A view's own unconstrained generic content (`ForEach`'s `Content`) is a view where it is one.
    if kind == '' and constraints.get(VIEW_OWNER_MARK):
        kind = 'View'
    return '{V}' if builder or is_content_protocol(kind) else '{}'


def is_content_protocol(name):
    """Protocols whose values result builders make: `View`, `ToolbarContent`, `TabContent`, `Scene`, ..."""
    return name in ('View', 'Scene', 'Commands', 'Shape') or name.endswith('Content')


def simple_type(text, constraints):
    """The type an implicit member resolves against: module prefixes, optionals, generic arguments and attributes dropped."""
    closure = closure_context(text, constraints)
    if closure:
        return closure
    text = SPECIFIERS.sub('', ATTRIBUTE.sub('', text)).strip()
    text = MODULE_PREFIX.sub('', text).strip()
    if text.startswith('(') and '->' in text:
        return '{}'
    text = re.sub(r'^(?:some|any)\s+', '', text).rstrip('?!.').strip()
    if text.startswith('[') or text.startswith('('):
        return ''
    base = text.split('<')[0].strip()
    if base in constraints:
        return constraints[base]
    if base.split('.')[0] in constraints:
        return ''
    if base.startswith('Self.') or base == 'Self':
        return ''
    return base if re.fullmatch(r'[A-Za-z_][A-Za-z0-9_.]*', base) else ''


def parameters(declaration, name, owner_constraints):
    """[(label, has_default, context)] of a function-like declaration."""
    after_name = declaration.find(name) + len(name) if name != 'init' else declaration.find('init') + 4
    rest = declaration[after_name:]
    offset = 0
    while offset < len(rest) and rest[offset] in '?!':
        offset += 1
    if offset < len(rest) and rest[offset] == '<':
        offset = matching_close(rest, offset)
    if offset >= len(rest) or rest[offset] != '(':
        return []
    close = matching_close(rest, offset)
    constraints = dict(owner_constraints)
    constraints.update(generic_constraints(declaration))
    result = []
    for parameter in split_top_level(rest[offset + 1:close - 1]):
        attributes = ' '.join(match.group(0) for match in ATTRIBUTE.finditer(parameter))
        parameter = ATTRIBUTE.sub('', parameter).strip()
        names, colon, type_text = parameter.partition(':')
        if not colon:
            continue
        words = names.split()
        label = words[0] if words else '_'
        type_text, equals, _ = type_text.partition('=')
        result.append((label, bool(equals), simple_type(attributes + ' ' + type_text, constraints)))
    return result


def result_type(declaration, kind, constraints):
    if kind in ('var', 'static-var'):
        _, colon, type_text = declaration.partition(':')
        type_text = type_text.split('{')[0]
        return simple_type(type_text, constraints) if colon else ''
    if kind in ('func', 'static-func'):
        arrow = None
        depth, previous = 0, ''
        for index, character in enumerate(declaration):
            if character in '([<':
                depth += 1
            elif character in ')]' or (character == '>' and previous != '-'):
                depth -= 1
            if character == '>' and previous == '-' and depth == 0:
                arrow = index + 1
                break
            previous = character
        if arrow is None:
            return ''
        returned = re.split(r'\bwhere\b', declaration[arrow:])[0]
        return simple_type(returned, constraints)
    return ''


def conformances(declaration):
    head = re.split(r'\bwhere\b', declaration)[0]
    generic = re.match(r'[^:<]*<', head)
    if generic:
        head = head[:generic.end() - 1] + head[matching_close(head, generic.end() - 1):]
    _, colon, inherited = head.partition(':')
    if not colon:
        return []
    return [MODULE_PREFIX.sub('', item).strip().split('<')[0] for item in split_top_level(inherited)]


def read_rows(path):
    with open(path, newline='', encoding='utf-8') as handle:
        return list(csv.DictReader((line for line in handle if not line.startswith('#')), delimiter='\t'))


def read_roles(path):
    roles = {}
    with open(path, encoding='utf-8') as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            fields = line.split('\t')
            if len(fields) < 3 or fields[2] not in ROLE_CODES:
                sys.exit(f'navigation-roles.tsv:{number}: expected OWNER<TAB>SIGNATURE<TAB>ROLE, got {line!r}')
            key = (fields[0], fields[1])
            if key in roles:
                sys.exit(f'navigation-roles.tsv:{number}: {fields[0]} {fields[1]} is listed twice')
            roles[key] = fields[2]
    return roles


def type_generics(rows):
    """The generic parameters of each type with their constraints (`NavigationLink` → Label: View,
    Destination: View): closures returning them build views; they are no contextual types."""
    generics = {}
    for row in rows:
        if row['kind'] != 'type':
            continue
        declaration = row['declaration']
        clause = re.match(r'\s*(?:struct|enum|class|protocol|actor)\s+[A-Za-z0-9_]+\s*<', declaration)
        if clause:
            full = (row['owner'] + '.' if row['owner'] else '') + row['name']
            generics[full] = generic_constraints(re.sub(r'^\s*(?:struct|enum|class|protocol|actor)\s+', '', declaration))
    return generics


def catalog_lines(rows, roles):
    lines, seen, used_roles = [], set(), set()
    generics = type_generics(rows)
    view_types = {row['name'] for row in rows if row['kind'] == 'type' and not row['owner']
                  and (row['name'] in EXTENSION_VIEW_CONFORMANCES or re.search(r'[:,]\s*(?:SwiftUI\.)?(?:View|Shape)\b', row['declaration']))}
    for row in rows:
        kind = row['kind']
        if kind == 'typealias' and row['owner']:
            continue
        name, owner, declaration = row['name'], row['owner'], row['declaration']
        constraints = generic_constraints(declaration)
        shape = result = ''
        if kind in ('init', 'func', 'static-func', 'subscript', 'macro'):
            shape = ';'.join(label + ('?' if has_default else '') + ':' + context
                             for label, has_default, context in parameters(
                                 declaration, name, {**generics.get(owner, {}), VIEW_OWNER_MARK: owner in view_types}))
            result = result_type(declaration, kind, constraints)
        elif kind == 'type':
            inherited = conformances(declaration)
            if not owner and name in EXTENSION_VIEW_CONFORMANCES and 'View' not in inherited:
                inherited.append('View')
            shape = ','.join(inherited)
        elif kind in ('var', 'static-var'):
            result = result_type(declaration, kind, constraints)
        elif kind == 'typealias':
            result = simple_type(declaration.partition('=')[2], {})
        flags = ('u' if row['ios_unavailable'] == '1' else '') + ('d' if row['ios_deprecated'] else '')
        introduced = row['ios_introduced']
        if introduced.endswith('.0'):
            introduced = introduced[:-2]
        key = (owner, row['signature'])
        role = roles.get(key, 'inert')
        if key in roles:
            used_roles.add(key)
        line = '\t'.join([KIND_CODES[kind], owner, name, shape, introduced, flags, result, ROLE_CODES[role]])
        if line not in seen:
            seen.add(line)
            lines.append(line)
    unused = sorted(set(roles) - used_roles)
    if unused:
        sys.exit('navigation-roles.tsv names declarations the tables do not have: '
                 + ', '.join(f'{owner} {signature}' for owner, signature in unused))
    return lines


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    rows = read_rows(os.path.join(HERE, 'swiftui-ios18.tsv')) + read_rows(os.path.join(HERE, 'other-frameworks.tsv'))
    lines = catalog_lines(rows, read_roles(os.path.join(HERE, 'navigation-roles.tsv')))
    body = '\n'.join(lines)
    assert '"""' not in body and '\\' not in body
    swift = (
        '// Generated by APITable/generate-catalog.py from APITable/swiftui-ios18.tsv,\n'
        '// APITable/other-frameworks.tsv and APITable/navigation-roles.tsv. Do not edit:\n'
        '// change those files and run `make catalog`.\n'
        '// swiftlint:disable file_length line_length\n'
        'extension SwiftUICatalog {\n'
        '    /// One declaration a line; the columns are described in APITable/generate-catalog.py.\n'
        f'    static let data = """\n{body}\n"""\n'
        '}\n'
    )
    if output == '-':
        sys.stdout.write(swift)
    else:
        with open(output, 'w', encoding='utf-8') as handle:
            handle.write(swift)


if __name__ == '__main__':
    main()

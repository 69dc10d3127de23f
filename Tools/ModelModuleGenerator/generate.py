#!/usr/bin/env python3
"""Generates the inert part of the SwiftUI model module from the SDK's API table.

usage: generate.py [--check] [--no-compile] [--build-dir DIR]

Reads APITable/swiftui-ios18.tsv and the hand-written model module
(ModelModules/SwiftUI, everything outside Generated/), and writes
ModelModules/SwiftUI/Generated/*.swift: every public declaration of SwiftUI that the
hand-written navigation core does not declare, with its real signature and a body that
does nothing the model can see (a view draws as an opaque leaf, a modifier is recorded by
name, a value is a placeholder).

Availability travels as attributes the compiled engine reads back from the compiler's
warnings: API introduced after iOS 16 carries
`@available(*, deprecated, message: "navdocs-introduced: iOS N")`, API unavailable on iOS
carries `@available(*, unavailable, message: "navdocs-unavailable-ios")`.

The table is a line-based extraction, not a compiler, and some declarations need types
the model module does not have. So the generator compiles what it wrote (with swiftc,
against the modules of a `swift build`) and leaves out each declaration the compiler
rejects, repeating until the module compiles; the declarations left out are listed in
Generated/LEFT-OUT.txt with the compiler's reason.
"""
import argparse
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, 'APITable', 'swiftui-ios18.tsv')
MODULE = os.path.join(ROOT, 'ModelModules', 'Sources', 'SwiftUI')
GENERATED = os.path.join(MODULE, 'Generated')
OLDEST_MODELLED = (16, 0)

SITE_PARAMETERS = '_file: String = #filePath, _line: Int = #line, _column: Int = #column'

# Module qualifiers as the model module spells the types.
QUALIFIERS = [
    ('SwiftUICore.', ''), ('SwiftUI.', ''), ('CoreFoundation.', ''), ('CoreGraphics.', ''),
    ('UIKit.', ''), ('Combine.', ''), ('QuartzCore.', ''), ('Foundation.', ''), ('Swift.', ''),
    ('_Concurrency.', ''), ('Observation.', ''),
]


Row = collections.namedtuple('Row', 'index module owner kind name signature introduced deprecated unavailable note declaration')


def read_table():
    rows = []
    with open(TABLE, encoding='utf-8') as table:
        next(table)
        for index, line in enumerate(table):
            fields = line.rstrip('\n').split('\t')
            if len(fields) < 10:
                continue
            rows.append(Row(index + 2, *fields[:10]))
    return rows


def version(text):
    if not text:
        return None
    parts = text.split('.')
    try:
        return (int(parts[0]), int(parts[1]) if len(parts) > 1 else 0)
    except ValueError:
        return None


KEYWORDS = {
    'default', 'in', 'is', 'as', 'repeat', 'where', 'case', 'class', 'struct', 'enum', 'func', 'let', 'var', 'return',
    'if', 'else', 'for', 'while', 'switch', 'import', 'operator', 'protocol', 'extension', 'static', 'public', 'private',
    'internal', 'inout', 'throws', 'rethrows', 'try', 'catch', 'do', 'defer', 'guard', 'break', 'continue', 'fallthrough',
    'true', 'false', 'nil', 'super', 'self', 'Self', 'Any', 'associatedtype', 'subscript', 'typealias', 'init', 'deinit',
    'fileprivate', 'Type', 'Protocol',
}


def escaped(name):
    """A declared name as Swift accepts it (`default` needs backticks)."""
    return '`%s`' % name if name in KEYWORDS else name


def unqualified(text):
    for prefix, replacement in QUALIFIERS:
        text = re.sub(r'(?<![\w.])' + re.escape(prefix), replacement, text)
    return text


# ---------------------------------------------------------------------------
# The text inputs a scenario types into (`type "…" into "…"`): their kind in the model's TextFieldNode.
TEXT_INPUTS = {'TextField': 'textField', 'SecureField': 'secureField', 'TextEditor': 'textEditor'}


# What the hand-written module declares


def handwritten_texts():
    """The hand-written core's Swift files."""
    texts = []
    for folder, _, names in os.walk(MODULE):
        if os.path.abspath(folder).startswith(os.path.abspath(GENERATED)):
            continue
        texts += [open(os.path.join(folder, name), encoding='utf-8').read() for name in names if name.endswith('.swift')]
    return texts


def scan_handwritten():
    """(owner, selector) pairs and type names the hand-written core declares."""
    declared = set()
    types = set()
    selectors_by_name = collections.defaultdict(set)
    for folder, _, files in os.walk(MODULE):
        if os.path.abspath(folder).startswith(os.path.abspath(GENERATED)):
            continue
        for name in files:
            if name.endswith('.swift'):
                scan_file(open(os.path.join(folder, name), encoding='utf-8').read(), declared, types, selectors_by_name)
    return declared, types


DECL = re.compile(r'\b(?:public\s+|open\s+)(?:(?:static|final|mutating|nonmutating|indirect|override|convenience|required)\s+)*'
                  r'(struct|enum|class|protocol|func|init\??|var|let|typealias|subscript)\b\s*([A-Za-z_][A-Za-z0-9_]*)?')
CONTAINER = re.compile(r'\b(?:public\s+)?(?:final\s+)?(struct|enum|class|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)')


def scan_file(text, declared, types, selectors_by_name):
    # Strip comments and strings so braces count right.
    text = re.sub(r'//[^\n]*', '', text)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    stack = []  # owner names per brace level (None for non-type braces)
    i = 0
    pending_owner = None
    while i < len(text):
        c = text[i]
        if c == '{':
            stack.append(pending_owner)
            pending_owner = None
            i += 1
            continue
        if c == '}':
            if stack:
                stack.pop()
            i += 1
            continue
        m = CONTAINER.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            kind, name = m.group(1), m.group(2)
            owner = '.'.join([o for o in stack if o] + [name]) if kind != 'extension' else name
            if kind != 'extension' and text[max(0, i - 8):i].strip().endswith('public') or kind != 'extension' and 'public' in text[max(0, i - 16):i]:
                types.add(owner)
                # A nested public type: its full name.
            if kind != 'extension':
                types.add(owner)
            pending_owner = owner
            i = m.end()
            continue
        m = DECL.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            kind, name = m.group(1), m.group(2)
            owner = next((o for o in reversed(stack) if o), '')
            if kind.startswith('init'):
                name = 'init'
            if kind in ('func', 'init', 'init?', 'subscript'):
                j = m.end()
                if kind == 'func' and name is None:
                    i = m.end()
                    continue
                # Generic parameters, then the parameter list.
                if j < len(text) and text[j] == '<':
                    j = skip_balanced(text, j, '<', '>')
                while j < len(text) and text[j].isspace():
                    j += 1
                if j < len(text) and text[j] == '(':
                    end = skip_balanced(text, j, '(', ')')
                    labels = parameter_labels(text[j + 1:end - 1])
                    selector = (name or kind) + '(' + ''.join(label + ':' for label in labels) + ')'
                    declared.add((owner, selector))
                    selectors_by_name[name].add(selector)
            elif kind in ('var', 'let', 'typealias') and name:
                declared.add((owner, name))
            i = m.end()
            continue
        i += 1


def skip_balanced(text, start, opening, closing):
    depth = 0
    i = start
    while i < len(text):
        if text[i] == opening:
            depth += 1
        elif text[i] == closing:
            depth -= 1
            if depth == 0:
                return i + 1
        elif opening == '<' and text[i] == '-' and i + 1 < len(text) and text[i + 1] == '>':
            i += 1
        i += 1
    return len(text)


def split_top_level(text, separator=','):
    parts, depth, current = [], 0, ''
    i = 0
    while i < len(text):
        c = text[i]
        if c in '([<':
            depth += 1
        elif c in ')]>':
            if c == '>' and i > 0 and text[i - 1] == '-':
                current += c
                i += 1
                continue
            depth -= 1
        if c == separator and depth == 0:
            parts.append(current)
            current = ''
        else:
            current += c
        i += 1
    if current.strip():
        parts.append(current)
    return parts


def parameter_labels(parameters):
    labels = []
    for parameter in split_top_level(parameters):
        head = parameter.split(':', 1)[0].strip()
        head = re.sub(r'@\w+(\([^)]*\))?\s*', '', head).strip()
        words = head.split()
        if not words:
            continue
        label = words[0]
        if label in ('_file', '_line', '_column'):
            continue
        labels.append(label)
    return labels


# ---------------------------------------------------------------------------
# Declarations from the table


FUNC = re.compile(r'^(?:nonisolated\s+|mutating\s+|static\s+|class\s+|final\s+|override\s+|dynamic\s+|optional\s+|public\s+|open\s+|prefix\s+|postfix\s+)*'
                  r'func\s+`?([^\s(<`]+)`?\s*(<[^()]*?>)?\s*\((.*)$')
INIT = re.compile(r'^(?:nonisolated\s+|convenience\s+|required\s+|public\s+)*init(\?|!)?\s*(<[^()]*?>)?\s*\((.*)$')
VAR = re.compile(r'^(?:nonisolated\s+|static\s+|class\s+|final\s+|override\s+|mutating\s+)*(var|let)\s+`?(\w+)`?\s*:\s*(.*)$')
TYPE = re.compile(r'^(?:final\s+|indirect\s+)*(struct|enum|class|protocol)\s+(\w+)\s*(<[^:]*?>)?\s*(?::\s*(.*?))?\s*(?:where\s+(.*))?$')
CASE = re.compile(r'^(?:indirect\s+)?case\s+(.*)$')


def split_signature(rest):
    """`(params) rethrows -> R where W` from the text after the opening parenthesis."""
    depth = 1
    i = 0
    while i < len(rest) and depth:
        c = rest[i]
        if c in '([<':
            depth += 1
        elif c in ')]':
            depth -= 1
        elif c == '>' and not (i > 0 and rest[i - 1] == '-'):
            depth -= 1
        i += 1
    parameters = rest[:i - 1]
    tail = rest[i:].strip()
    effects = ''
    m = re.match(r'^((?:async\s*)?(?:throws(?:\([^)]*\))?|rethrows)?)\s*', tail)
    if m:
        effects = m.group(1).strip()
        tail = tail[m.end():]
    result = ''
    where = ''
    if tail.startswith('->'):
        tail = tail[2:].strip()
        w = find_top_level_where(tail)
        if w >= 0:
            result, where = tail[:w].strip(), tail[w + 5:].strip()
        else:
            result = tail.strip()
    elif tail.startswith('where'):
        where = tail[5:].strip()
    return parameters, effects, result, where


def find_top_level_where(text):
    depth = 0
    for m in re.finditer(r'[()<>\[\]]|\bwhere\b', text):
        token = m.group(0)
        if token in '([<':
            depth += 1
        elif token in ')]':
            depth -= 1
        elif token == '>':
            if m.start() > 0 and text[m.start() - 1] == '-':
                continue
            depth -= 1
        elif token == 'where' and depth == 0:
            return m.start()
    return -1


class Context:
    def __init__(self, rows, handwritten, handwritten_types):
        self.rows = rows
        self.handwritten = handwritten
        self.handwritten_types = handwritten_types
        self.types = {}            # full name -> type row
        self.protocols = {}        # name -> row
        self.view_protocols = set()
        for row in rows:
            if row.kind != 'type':
                continue
            m = TYPE.match(row.declaration)
            if not m:
                continue
            full = (row.owner + '.' if row.owner else '') + m.group(2)
            self.types[full] = row
            if m.group(1) == 'protocol':
                self.protocols[m.group(2)] = row
        # Protocols that refine View (their conformers need a body).
        changed = True
        self.view_protocols = {'View'}
        while changed:
            changed = False
            for name, row in self.protocols.items():
                m = TYPE.match(row.declaration)
                inherited = [unqualified(x.strip()) for x in split_top_level(m.group(4) or '')]
                if name not in self.view_protocols and any(x in self.view_protocols for x in inherited):
                    self.view_protocols.add(name)
                    changed = True

    def availability(self, row):
        attributes = []
        if row.unavailable == '1':
            attributes.append('@available(*, unavailable, message: "navdocs-unavailable-ios")')
            return attributes
        if self.is_superseded(row):
            attributes.append('@_disfavoredOverload')
        introduced = version(row.introduced)
        if introduced and introduced > OLDEST_MODELLED:
            text = '%d.%d' % introduced
            attributes.append('@available(*, deprecated, message: "navdocs-introduced: iOS %s")' % text)
        return attributes


    def is_superseded(self, row):
        """A declaration deprecated for the future beside one of the same owner and signature
        that is not (`Font.system(size:weight:design:)` with plain defaults beside iOS 16's
        with optional ones): the SDK marks it `@_disfavoredOverload`, which the table's
        declarations leave out, and without it `.system(size: 48)` is ambiguous. Modifiers
        of views are ranked by `has_older_overload` instead."""
        if row.deprecated != 'future' or row.owner == 'View' or row.owner in self.view_protocols:
            return False
        if not hasattr(self, 'signature_rows'):
            self.signature_rows = collections.defaultdict(list)
            for other in self.rows:
                self.signature_rows[(other.owner, other.kind, other.signature)].append(other)
        if any(not other.deprecated for other in self.signature_rows[(row.owner, row.kind, row.signature)]):
            return True
        # Renamed to a declaration that is not deprecated (`Slider(value:in:onEditingChanged:label:)`
        # to `Slider(value:in:label:onEditingChanged:)`): with the same parameters in another
        # order, a call with a trailing closure fits both.
        m = re.match(r'renamed: (\w+)\.?(\w*)(\(.*\))$', row.note or '')
        if m and m.group(1) == row.owner.split('.')[-1]:
            selector = (m.group(2) or 'init') + m.group(3)
            return any(not other.deprecated for other in self.signature_rows[(row.owner, row.kind, selector)])
        return False


STANDARD_REFINEMENTS = {
    'RandomAccessCollection': {'BidirectionalCollection', 'Collection', 'Sequence'},
    'BidirectionalCollection': {'Collection', 'Sequence'},
    'MutableCollection': {'Collection', 'Sequence'},
    'RangeReplaceableCollection': {'Collection', 'Sequence'},
    'Collection': {'Sequence'},
    'OptionSet': {'SetAlgebra', 'RawRepresentable', 'Equatable', 'ExpressibleByArrayLiteral'},
    'SetAlgebra': {'Equatable', 'ExpressibleByArrayLiteral'},
    'Hashable': {'Equatable'},
    'Comparable': {'Equatable'},
    'Strideable': {'Comparable', 'Equatable'},
}


def refined_protocols(ctx, protocol):
    """Every protocol `protocol` refines, through SwiftUI's declarations and the standard library's."""
    seen = set()
    pending = [protocol]
    while pending:
        current = pending.pop()
        parents = set(STANDARD_REFINEMENTS.get(current, set()))
        row = ctx.protocols.get(current)
        if row:
            m = TYPE.match(row.declaration)
            parents |= {unqualified(x.strip()) for x in split_top_level((m.group(4) or '') if m else '')}
        for parent in parents:
            if parent and parent not in seen:
                seen.add(parent)
                pending.append(parent)
    return seen


def generic_parameters(generics):
    """Names and inline constraints of `<A, B: View>`."""
    if not generics:
        return []
    inner = generics.strip()[1:-1]
    result = []
    for part in split_top_level(inner):
        part = part.strip()
        if not part:
            continue
        name = re.split(r'[\s:]', part.replace('each ', ''), 1)[0]
        constraint = part.split(':', 1)[1].strip() if ':' in part else ''
        result.append((name, constraint))
    return result


def view_typed_generics(generics, where):
    """Generic parameters constrained to View (their closures get @ViewBuilder)."""
    names = set()
    for name, constraint in generic_parameters(generics):
        if re.search(r'\bView\b', unqualified(constraint)):
            names.add(name)
    for clause in split_top_level(where or ''):
        m = re.match(r'\s*(\w+)\s*:\s*(.*)$', clause)
        if m and re.search(r'(^|\W)View(\W|$)', unqualified(m.group(2))):
            names.add(m.group(1))
    return names


BUILDERS = {'View': '@ViewBuilder', 'ToolbarContent': '@ToolbarContentBuilder', 'Scene': '@SceneBuilder'}


def builder_generics(generics, where, owner_generics='', owner_where=''):
    names = {}
    for source_generics, source_where in ((generics, where), (owner_generics, owner_where)):
        for name, constraint in generic_parameters(source_generics):
            for protocol, builder in BUILDERS.items():
                if re.search(r'(^|\W)' + protocol + r'(\W|$)', unqualified(constraint)):
                    names[name] = builder
        for clause in split_top_level(source_where or ''):
            m = re.match(r'\s*(\w+)\s*:\s*(.*)$', clause)
            if m:
                for protocol, builder in BUILDERS.items():
                    if re.search(r'(^|\W)' + protocol + r'(\W|$)', unqualified(m.group(2))):
                        names[m.group(1)] = builder
    return names


def with_builders(parameters, builders):
    """Adds the result-builder attribute the table dropped to closure parameters that return a builder's type."""
    out = []
    for parameter in split_top_level(parameters):
        if ':' not in parameter:
            out.append(parameter.strip())
            continue
        head, kind = parameter.split(':', 1)
        kind = kind.strip()
        m = re.match(r'^\((?:[^()]|\([^()]*\))*\)\s*(?:throws\s*)?->\s*(\w+)\s*(=.*)?$', kind)
        if m and m.group(1) in builders:
            out.append(builders[m.group(1)] + ' ' + head.strip() + ': ' + kind)
            continue
        out.append(head.strip() + ': ' + kind)
    return ', '.join(out)


def parameter_names(parameters):
    names = []
    for parameter in split_top_level(parameters):
        head = [word for word in parameter.split(':', 1)[0].strip().split() if not word.startswith('@')]
        if not head:
            continue
        names.append((head[0], head[-1]))
    return names


ZERO = {
    'Bool': 'false', 'Int': '0', 'Double': '0', 'Float': '0', 'CGFloat': '0', 'String': '""',
    'CGSize': '.zero', 'CGPoint': '.zero', 'CGRect': '.zero', 'TimeInterval': '0', 'Int8': '0',
    'UInt': '0', 'Date': 'Date(timeIntervalSince1970: 0)', 'UUID': 'UUID()', 'Locale': 'Locale(identifier: "en_US")',
}


def placeholder(result, ctx, owner_generated):
    """A body expression for a value of type `result`, or None."""
    result = unqualified(result.strip())
    if not result or result in ('Void', '()'):
        return ''
    if result.endswith('?') and ' ' not in result:
        return 'nil'
    if result.startswith('Optional<'):
        return 'nil'
    if result.startswith('[') and result.endswith(']'):
        return '[:]' if ':' in result else '[]'
    if result in ZERO:
        return ZERO[result]
    if result == 'Self' and owner_generated:
        return 'Self(_navdocsName: #function)'
    base = result.split('<')[0]
    if base in ctx.generated_structs:
        return '%s(_navdocsName: #function)' % result
    m = re.match(r'^some\s+(\w+)', result)
    if m and m.group(1) in ctx.inert_conformers:
        return '%s()' % ctx.inert_conformers[m.group(1)]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--build-dir', default=os.path.join(ROOT, '.build', 'models', 'debug'),
                        help='the swift build folder whose Modules/ the model module compiles against')
    parser.add_argument('--no-compile', action='store_true', help='write the generated files without pruning')
    parser.add_argument('--check', action='store_true',
                        help='fail when the committed files are not what the table, the hand-written core and '
                             'LEFT-OUT.txt generate (no compiler run; nothing written)')
    parser.add_argument('--refresh', action='store_true',
                        help='write what --check compares against: after a change to the hand-written core '
                             'that only adds declarations (the generator then leaves out its own), no compiler run')
    arguments = parser.parse_args()

    parser_refresh = arguments.refresh
    rows = read_table()
    if arguments.check or parser_refresh:
        sys.exit(check(rows, writing=parser_refresh))
    write_type_names(rows)
    handwritten, handwritten_types = scan_handwritten()
    ctx = Context(rows, handwritten, handwritten_types)
    excluded = {}
    iteration = 0
    while True:
        iteration += 1
        units = generate(ctx, excluded)
        write(units)
        if arguments.no_compile:
            break
        errors = compile_module(arguments.build_dir)
        if errors is None:
            break
        newly = blame(errors, units)
        if newly and all(key in excluded for key in newly):
            print('generate.py: the compiler still rejects declarations already left out:', file=sys.stderr)
            for key, reason in sorted(newly.items())[:20]:
                print('  %s: %s' % (key, reason), file=sys.stderr)
            sys.exit(1)
        if not newly:
            print('generate.py: the compiler rejects code outside the generated declarations:', file=sys.stderr)
            for error in errors[:40]:
                print('  ' + error[3], file=sys.stderr)
            sys.exit(1)
        excluded.update(newly)
        print('generate.py: pass %d: %d declarations left out so far' % (iteration, len(excluded)), file=sys.stderr)
        if os.environ.get('GENERATE_VERBOSE'):
            for key, reason in sorted(newly.items())[:400]:
                print('    %s: %s' % (key, reason[:160]), file=sys.stderr)
    with open(os.path.join(GENERATED, 'LEFT-OUT.txt'), 'w', encoding='utf-8') as out:
        out.write('# Declarations of APITable/swiftui-ios18.tsv the generated model module leaves out,\n')
        out.write('# with the compiler\'s reason (row number, owner, selector).\n')
        for key, reason in sorted(excluded.items()):
            out.write('%s\t%s\n' % (key, reason))
    print('generate.py: %d units generated, %d left out' % (len(units), len(excluded)), file=sys.stderr)


def write_type_names(rows, writing=True):
    """SwiftUI's top-level type and macro names, for navdocs's own checks (near misses of them are never stubbed)."""
    names = sorted({row.name for row in rows if (row.kind == 'type' and not row.owner or row.kind == 'macro') and not row.name.startswith('_')})
    out = ['// Generated by Tools/ModelModuleGenerator/generate.py from APITable/swiftui-ios18.tsv: do not edit.', '',
           '/// The top-level type and macro names of SwiftUI, SwiftUICore and Observation on iOS 18.',
           'enum SwiftUITypeNames {', '    static let all: Set<String> = [']
    line = '        '
    for name in names:
        item = '"%s", ' % name
        if len(line) + len(item) > 118:
            out.append(line.rstrip())
            line = '        '
        line += item
    out += [line.rstrip(), '    ]', '}', '']
    path = os.path.join(ROOT, 'Sources', 'CompiledExamples', 'Generated', 'SwiftUITypeNames.swift')
    if not writing:
        return {path: '\n'.join(out)}
    with open(path, 'w', encoding='utf-8') as handle:
        handle.write('\n'.join(out))
    return {path: '\n'.join(out)}


# ---------------------------------------------------------------------------
# Generation


class Unit:
    """One generated declaration (or a type with its cases), as text, with the rows it comes from."""
    def __init__(self, key, container, text, file):
        self.key = key
        self.container = container  # extension header or '' for top level
        self.text = text
        self.file = file
        self.line = 0


def generate(ctx, excluded):
    units = []
    ctx.generated_structs = set()
    ctx.inert_conformers = {}
    type_rows = {}
    members = collections.defaultdict(list)
    for row in ctx.rows:
        if row.module == 'Observation':
            continue
        if row.kind == 'type':
            m = TYPE.match(row.declaration)
            if not m:
                continue
            full = (row.owner + '.' if row.owner else '') + m.group(2)
            type_rows[full] = (row, m)
        else:
            members[row.owner].append(row)

    def key_of(row):
        return '%d %s %s' % (row.index, row.owner or '-', row.signature)

    # Types.
    for full, (row, m) in sorted(type_rows.items()):
        kind, name, generics, inherited, where = m.groups()
        if name.startswith('_') or full in ctx.handwritten_types or any(part.startswith('_') for part in full.split('.')):
            continue
        if key_of(row) in excluded:
            continue
        if row.owner and row.owner not in type_rows and row.owner not in ctx.handwritten_types:
            continue
        if kind == 'class':
            continue
        if kind == 'struct':
            ctx.generated_structs.add(name)
            ctx.generated_structs.add(full)
    for full, (row, m) in sorted(type_rows.items()):
        kind, name, generics, inherited, where = m.groups()
        if name.startswith('_') or full in ctx.handwritten_types or any(part.startswith('_') for part in full.split('.')):
            continue
        if key_of(row) in excluded or kind == 'class':
            continue
        if row.owner and row.owner not in type_rows and row.owner not in ctx.handwritten_types:
            continue
        attributes = ctx.availability(row)
        inherited_list = [unqualified(x.strip()) for x in split_top_level(inherited or '')]
        dropped = {key.split(' ')[2] for key in excluded if key.startswith('conformance %s ' % full)}
        inherited_list = [x for x in inherited_list if not any(x == p or p in refined_protocols(ctx, x) for p in dropped)]
        inherited_list = [x for x in inherited_list if x and not x.startswith('_') and x not in ('Sendable',)] + (['Sendable'] if 'Sendable' in [unqualified(x.strip()) for x in split_top_level(inherited or '')] else [])
        header = ' '.join(attributes + ['public', kind, name + (unqualified(generics) if generics else '')])
        if inherited_list:
            header += ': ' + ', '.join(inherited_list)
        if where:
            header += ' where ' + unqualified(where)
        body = []
        is_view = any(x in ctx.view_protocols for x in inherited_list)
        if kind == 'protocol':
            for parameter, _ in generic_parameters(generics):
                body.append('    associatedtype %s' % parameter)
            text = header + ' {\n' + '\n'.join(body) + '\n}'
            units.append(Unit(key_of(row), row.owner, text, file_for(row.owner or name)))
            # A conformer for `some P` results.
            if not generics and name not in ('App', 'Scene', 'Commands') and row.unavailable != '1' and 'conformer ' + name not in excluded:
                ctx.inert_conformers[name] = '_Inert' + name
            continue
        if kind == 'struct':
            body.append('    let _navdocsName: String')
            body.append('    let _navdocsArguments: InertArguments')
            body.append('    init(_navdocsName: String, _navdocsArguments: InertArguments = InertArguments()) {')
            body.append('        self._navdocsName = _navdocsName')
            body.append('        self._navdocsArguments = _navdocsArguments')
            body.append('    }')
            if is_view:
                body.append('    public var body: Never { primitiveBody(Self.self) }')
            if 'Comparable' in inherited_list:
                body.append('    public static func < (lhs: Self, rhs: Self) -> Bool { lhs._navdocsName < rhs._navdocsName }')
        if kind == 'enum':
            cases = [r for r in members.get(full, []) if r.kind == 'case' and key_of(r) not in excluded]
            for case in cases:
                cm = CASE.match(case.declaration)
                if cm:
                    text_case = unqualified(cm.group(1))
                    head = re.match(r'^(\w+)', text_case)
                    if head and head.group(1) in KEYWORDS:
                        text_case = '`%s`%s' % (head.group(1), text_case[len(head.group(1)):])
                    body.append('    ' + ' '.join(ctx.availability(case)) + ' case ' + text_case)
            if 'Comparable' in inherited_list and not any('(' in c.declaration for c in cases):
                pass
        text = header + ' {\n' + '\n'.join(body) + '\n}'
        units.append(Unit(key_of(row), row.owner, text, file_for(row.owner or name)))
        if is_view and kind == 'struct':
            # A text input is typed into by a scenario: the hand-written core reads its title,
            # prompt and binding from the arguments its generated initializers keep.
            body = ('renderer.textFieldNode(.%s, _navdocsArguments, at: place)' % TEXT_INPUTS[full]) if full in TEXT_INPUTS \
                else 'renderer.inertNode("%s", _navdocsArguments)' % name
            conformance = 'extension %s: RenderableView {\n    func render(in renderer: Renderer, at place: String) throws -> NavigationModel.ViewNode {\n        %s\n    }\n}' % (full, body)
            units.append(Unit(key_of(row), '', conformance, file_for(row.owner or name)))

    # Inert conformers of protocols, for `some P` results.
    for protocol, conformer in sorted(ctx.inert_conformers.items()):
        is_view = protocol in ctx.view_protocols
        text = 'public struct %s: %s {\n    public init() {}\n%s}' % (
            conformer, protocol, '    public var body: Never { primitiveBody(Self.self) }\n' if is_view else '')
        units.append(Unit('conformer ' + protocol, '', text, 'Conformers'))

    # Members.
    for owner, owner_rows in sorted(members.items()):
        if owner.startswith('_') or '.' in owner and owner.split('.')[0] in ('Foundation', 'Swift', 'Combine', 'UIKit', 'CoreData'):
            continue
        owner_is_generated = owner in type_rows and owner not in ctx.handwritten_types
        owner_known = owner == '' or owner in type_rows or owner in ctx.handwritten_types or owner in ('View', 'Optional', 'Never', 'Binding')
        if not owner_known:
            continue
        owner_kind = None
        if owner in type_rows:
            owner_kind = type_rows[owner][1].group(1)
        elif owner in ('View',):
            owner_kind = 'protocol'
        for row in owner_rows:
            if row.kind in ('case', 'type', 'subscript', 'macro'):
                continue
            if key_of(row) in excluded or row.name.startswith('_'):
                continue
            if (owner, row.signature) in ctx.handwritten or (owner, row.name) in ctx.handwritten:
                continue
            # A modifier the core models on every view (isDetailLink on View) must not be
            # shadowed by the SDK's narrower owner (NavigationLink), whose member would win.
            if row.kind == 'func' and re.search(r'some (?:SwiftUI\.)?View\b', row.declaration) and ('View', row.signature) in ctx.handwritten:
                continue
            if owner in ctx.handwritten_types and row.kind == 'init':
                continue
            # A hand-written result builder's variadic buildBlock covers every arity: the SDK's
            # fixed-arity ones would win overload resolution and have no value in the model.
            if owner in ctx.handwritten_types and row.name == 'buildBlock' and any(
                    o == owner and sel.startswith('buildBlock(') for (o, sel) in ctx.handwritten):
                continue
            unit = member_unit(ctx, row, owner, owner_kind, owner_is_generated, key_of(row))
            if unit:
                units.append(unit)
    return units


def file_for(name):
    first = name[:1].upper() if name else 'T'
    if first < 'D':
        return 'A-C'
    if first < 'L':
        return 'D-K'
    if first < 'S':
        return 'L-R'
    return 'S-Z'


def has_older_overload(ctx, row, owner):
    """Whether the owner has a same-named member introduced before this one."""
    if not hasattr(ctx, 'introduced_by_name'):
        ctx.introduced_by_name = collections.defaultdict(list)
        for other in ctx.rows:
            if other.kind in ('func', 'static-func'):
                ctx.introduced_by_name[(other.owner, other.name)].append(version(other.introduced))
    mine = version(row.introduced)
    if mine is None:
        return False
    return any(other is not None and other < mine for other in ctx.introduced_by_name[(owner, row.name)])


def member_unit(ctx, row, owner, owner_kind, owner_is_generated, key):
    declaration = row.declaration
    attributes = ctx.availability(row)
    is_static = row.kind.startswith('static')
    container = owner
    if row.kind in ('func', 'static-func'):
        m = FUNC.match(declaration)
        if not m:
            return None
        name, generics, rest = m.groups()
        if not re.match(r'^\w+$', name):
            return None
        parameters, effects, result, where = split_signature(rest)
        builders = builder_generics(generics, where)
        parameters = with_builders(unqualified(parameters), builders)
        result_u = unqualified(result)
        where_u = unqualified(where)
        generics_u = unqualified(generics) if generics else ''
        static = 'static ' if is_static else ''
        mutating = 'mutating ' if declaration.strip().startswith('mutating') or ' mutating func' in declaration else ''
        # A modifier of a view (or of a view-conforming owner): recorded by name.
        if not is_static and (owner == 'View' or owner in ctx.view_protocols) and (result_u.startswith('some View') or result_u.startswith('ModifiedContent<Self')):
            all_parameters = parameters + (', ' if parameters.strip() else '') + SITE_PARAMETERS
            # Swift on iOS never considers an overload newer than the deployment target; here the
            # newer one is only marked, and with fewer defaulted parameters it would win (iOS 18's
            # popover(isPresented:attachmentAnchor:content:) over iOS 13's with arrowEdge:).
            if has_older_overload(ctx, row, owner):
                attributes = ['@_disfavoredOverload'] + list(attributes)
            text = '%s public func %s%s(%s) %s-> some View%s {\n    inert("%s", _file, _line, _column)\n}' % (
                ' '.join(attributes), name, generics_u, all_parameters, (effects + ' ') if effects else '',
                (' where ' + where_u) if where_u else '', name)
            return Unit(key, 'View' if owner == 'View' else owner, text, file_for(name))
        if not is_static and owner_kind == 'protocol' and owner in ctx.view_protocols and result_u == 'some View':
            return None
        body = None
        if result_u in ('Self', owner.split('.')[-1]) or result_u == owner:
            body = 'self' if not is_static else placeholder(result_u, ctx, owner_is_generated)
        if body is None:
            body = placeholder(result_u, ctx, owner_is_generated)
        if body is None:
            body = 'fatalError("navdocs: \'%s.%s\' has no value in the model")' % (owner or 'SwiftUI', name)
        if effects and 'throws' in effects and body and not body.startswith('fatalError'):
            pass
        result_text = (' -> ' + result_u) if result_u else ''
        text = '%s public %s%sfunc %s%s(%s) %s%s%s {\n    %s\n}' % (
            ' '.join(attributes), static, mutating, escaped(name), generics_u, parameters, (effects + ' ') if effects else '',
            result_text.strip() and result_text, (' where ' + where_u) if where_u else '', body)
        if owner == '':
            container = ''
        elif owner_kind == 'protocol' and is_static and result_u and result_u.split('<')[0] in ctx.generated_structs | ctx.handwritten_types and result_u != owner:
            container = '%s where Self == %s' % (owner, result_u)
        return Unit(key, container, text, file_for(owner or name))
    if row.kind in ('var', 'static-var'):
        m = VAR.match(declaration)
        if not m:
            return None
        _, name, rest = m.groups()
        kind_text = re.sub(r'\{[^}]*\}\s*$', '', rest).strip()
        kind_u = unqualified(kind_text)
        if name in ('hashValue', 'body') and not is_static:
            return None
        if owner == 'EnvironmentValues':
            value = placeholder(kind_u, ctx, False)
            if value is None:
                value = 'fatalError("navdocs: the environment\'s \'%s\' has no value in the model")' % name
            key_type = '_EnvironmentKey_' + name
            text = ('struct %s: EnvironmentKey {\n    static var defaultValue: %s { %s }\n}\n\nextension EnvironmentValues {\n'
                    '    %s public var %s: %s {\n        get { self[%s.self] }\n        set { self[%s.self] = newValue }\n    }\n}') % (
                key_type, kind_u, value, ' '.join(attributes), escaped(name), kind_u, key_type, key_type)
            return Unit(key, '', text, 'Environment')
        static = 'static ' if is_static else ''
        value = placeholder(kind_u, ctx, owner_is_generated)
        if is_static and (kind_u == owner or kind_u == 'Self' or kind_u == owner.split('.')[-1]) and owner_is_generated:
            value = 'Self(_navdocsName: "%s")' % name
        if value is None and is_static and kind_u.split('<')[0] in ctx.generated_structs:
            value = '%s(_navdocsName: "%s")' % (kind_u, name)
        if value is None:
            value = 'fatalError("navdocs: \'%s.%s\' has no value in the model")' % (owner or 'SwiftUI', name)
        if owner_kind == 'protocol' and is_static and kind_u != owner:
            container = '%s where Self == %s' % (owner, kind_u)
        settable = '{ get set }' in rest
        if settable and not is_static:
            accessor = '{\n    get { %s }\n    nonmutating set {}\n}' % value if owner_kind != 'protocol' else '{\n    get { %s }\n    set {}\n}' % value
        else:
            accessor = '{ %s }' % value
        text = '%s public %svar %s: %s %s' % (' '.join(attributes), static, escaped(name), kind_u, accessor)
        if owner == '':
            container = ''
        return Unit(key, container, text, file_for(owner or name))
    if row.kind == 'init':
        if not owner_is_generated:
            return None
        m = INIT.match(declaration)
        if not m:
            return None
        failable, generics, rest = m.groups()
        parameters, effects, _, where = split_signature(rest)
        owner_generics = type_generics(ctx, owner)
        # The owner's constraints are often in its `where` clause (`struct DisclosureGroup<Label,
        # Content> : View where Label : View, Content : View`): its content closures are builders too.
        builders = builder_generics(generics, where, owner_generics, type_where(ctx, owner))
        parameters = with_builders(unqualified(parameters), builders)
        names = [internal for _, internal in parameter_names(parameters) if internal not in ('_',)]
        arguments = []
        kinds = [p.split(':', 1)[1] if ':' in p else '' for p in split_top_level(parameters)]
        for (external, internal), kind in zip(parameter_names(parameters), kinds):
            if '->' in kind or internal in ('_',):
                continue
            label = 'nil' if external == '_' else '"%s"' % external
            arguments.append('(%s, %s as Any)' % (label, internal))
        text = '%s public init%s%s(%s) %s%s {\n    self.init(_navdocsName: "init", _navdocsArguments: InertArguments([%s]))\n}' % (
            ' '.join(attributes), failable or '', unqualified(generics) if generics else '', parameters,
            (effects + ' ') if effects else '', (' where ' + unqualified(where)) if where else '', ', '.join(arguments))
        return Unit(key, owner, text, file_for(owner))
    if row.kind == 'typealias':
        m = re.match(r'^typealias\s+(\w+)(<[^=]*>)?\s*=\s*(.*)$', declaration)
        if not m or '__' in declaration or not owner:
            return None
        text = '%s public typealias %s%s = %s' % (' '.join(attributes), m.group(1), m.group(2) or '', unqualified(m.group(3)))
        return Unit(key, owner, text, file_for(owner))
    return None


def type_generics(ctx, owner):
    row = ctx.types.get(owner)
    if not row:
        return ''
    m = TYPE.match(row.declaration)
    return m.group(3) or '' if m else ''


def type_where(ctx, owner):
    """The `where` clause of a type's declaration."""
    row = ctx.types.get(owner)
    if not row:
        return ''
    m = TYPE.match(row.declaration)
    return m.group(5) or '' if m else ''


OWNER_GENERICS = re.compile(r'public (?:struct|enum|class) (\w+)<([^>]*)>([^{\n]*)')
INIT_PARAMETERS = re.compile(r'public init(?:<[^>]*>)?\((.*?)\)\s*(?:where ([^{]*))?\{', re.S)


def owner_generics(texts):
    """The generic parameter names of every generic type the texts declare, by type name."""
    found = {}
    for text in texts:
        for m in OWNER_GENERICS.finditer(text):
            found.setdefault(m.group(1), [part.split(':')[0].strip() for part in split_top_level(m.group(2))])
    return found


def owner_view_generics(texts):
    """The generic parameters constrained to View of every generic type the texts declare, by type name."""
    found = {}
    for text in texts:
        for m in OWNER_GENERICS.finditer(text):
            where = re.search(r'\bwhere\b(.*)$', m.group(3))
            found.setdefault(m.group(1), view_typed_generics('<' + m.group(2) + '>', where.group(1) if where else ''))
    return found


def pinned_container(container, text, generics, view_generics=None):
    """The extension an initializer goes in, with the owner's views it does not take pinned as SwiftUI pins them.

    The table keeps declarations, not the `where` clauses of the extensions that hold them:
    SwiftUI declares its titled initializers (`Toggle("Wi-Fi", isOn:)`, `Picker("Sort",
    selection:)`) in `extension Toggle where Label == Text`, and an initializer that takes
    none of a view its type is generic over (`Slider(value:in:)`, without a label or value
    labels; `GroupBox(content:)`) in one where that view is EmptyView. Without the pin,
    nothing says what the view is and every such call fails with "generic parameter 'Label'
    could not be inferred". A view the initializer's parameters name needs no pin.
    """
    if not container or ' ' in container or container not in generics:
        return container
    m = INIT_PARAMETERS.search(text)
    if not m:
        return container
    parameters, where = m.group(1), m.group(2) or ''
    titled = re.match(r'\s*_ (titleKey: LocalizedStringKey|title: LocalizedStringKey|title: S\b|label: S\b|title: Text\b)', parameters)
    pins = []
    for name in sorted((view_generics or {}).get(container, set()) | ({'Label'} if 'Label' in generics[container] else set())):
        if re.search(r'\b%s\b' % re.escape(name), parameters + ' ' + where):
            continue
        if name == 'Label' and titled:
            if re.search(r'\b(systemImage|image)( \w+)?: ', parameters):
                pins.append('Label == SwiftUI.Label<Text, Image>')
            else:
                pins.append('Label == Text')
        elif name in (view_generics or {}).get(container, set()):
            pins.append('%s == EmptyView' % name)
    return container + ' where ' + ', '.join(pins) if pins else container


def write(units):
    rendered = render(units)
    os.makedirs(GENERATED, exist_ok=True)
    for name in os.listdir(GENERATED):
        if (name.startswith('SwiftUIAPI+') or name == 'Stopgap.swift') and name.endswith('.swift'):
            os.remove(os.path.join(GENERATED, name))
    for path, text in rendered.items():
        with open(path, 'w', encoding='utf-8') as out:
            out.write(text)


def render(units):
    """The generated files' texts by path (and each unit's place in its file, for blame)."""
    files = collections.defaultdict(list)
    for unit in units:
        files[unit.file].append(unit)
    rendered = {}
    generics = owner_generics([unit.text for unit in units] + handwritten_texts())
    view_generics = owner_view_generics([unit.text for unit in units] + handwritten_texts())
    for name, file_units in sorted(files.items()):
        path = os.path.join(GENERATED, 'SwiftUIAPI+%s.swift' % name)
        lines = ['// Generated by Tools/ModelModuleGenerator/generate.py from APITable/swiftui-ios18.tsv: do not edit.',
                 'import Foundation', 'import UIKit', 'internal import NavigationModel', '']
        for unit in file_units:
            unit.file_path = path
            lines.append('// %s' % unit.key)
            if unit.container:
                lines.append('extension %s {' % pinned_container(unit.container, unit.text, generics, view_generics))
            unit.line = len(lines) + 1
            text_lines = unit.text.split('\n')
            lines.extend(text_lines)
            unit.end_line = unit.line + len(text_lines) - 1
            if unit.container:
                lines.append('}')
                unit.end_line += 1
            lines.append('')
        rendered[path] = '\n'.join(lines) + '\n'
    return rendered


def check(rows, writing=False):
    """0 when every generated file is what generating with LEFT-OUT.txt's exclusions gives, else 1.

    The compiler's pruning decided LEFT-OUT.txt when the files were generated; with it, the
    generation is a pure function of the table and the hand-written core, so a hand edit of a
    generated file, or a change of the generator or the core not followed by a run, shows here."""
    excluded = {}
    with open(os.path.join(GENERATED, 'LEFT-OUT.txt'), encoding='utf-8') as left_out:
        for line in left_out:
            if line.startswith('#') or '\t' not in line:
                continue
            key, reason = line.rstrip('\n').split('\t', 1)
            excluded[key] = reason
    handwritten, handwritten_types = scan_handwritten()
    ctx = Context(rows, handwritten, handwritten_types)
    expected = render(generate(ctx, excluded))
    expected.update(write_type_names(rows, writing=False))
    on_disk = {os.path.join(GENERATED, name) for name in os.listdir(GENERATED)
               if name.startswith('SwiftUIAPI+') and name.endswith('.swift')}
    stale = []
    for path in sorted(set(expected) | on_disk):
        try:
            with open(path, encoding='utf-8') as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current != expected.get(path):
            stale.append(os.path.relpath(path, ROOT))
    if writing:
        for path in stale:
            full = os.path.join(ROOT, path)
            if path in (os.path.relpath(p, ROOT) for p in expected):
                with open(full, 'w', encoding='utf-8') as out:
                    out.write(expected[full])
            else:
                os.remove(full)
            print('generate.py: wrote %s' % path, file=sys.stderr)
        return 0
    for path in stale:
        print('generate.py: %s is not what the generator gives; run make generate-models' % path, file=sys.stderr)
    return 1 if stale else 0


def compile_module(build_dir):
    """Type-checks the whole model module; None when it compiles, else (path, line, col, message) errors."""
    sources = []
    for folder, _, files in os.walk(MODULE):
        for name in files:
            if name.endswith('.swift'):
                sources.append(os.path.join(folder, name))
    modules = os.path.join(build_dir, 'Modules')
    command = ['swiftc', '-typecheck', '-module-name', 'SwiftUI', '-swift-version', '5', '-I', modules,
               '-Xcc', '-fmodule-map-file=' + os.path.join(build_dir, 'COpenCombineHelpers.build', 'module.modulemap')] + sorted(sources)
    process = subprocess.run(command, capture_output=True, text=True)
    if process.returncode == 0:
        return None
    errors = []
    for line in (process.stderr + process.stdout).splitlines():
        m = re.match(r'^(/[^:]+):(\d+):(\d+): error: (.*)$', line)
        if m:
            errors.append((m.group(1), int(m.group(2)), int(m.group(3)), line))
    if not errors:
        print(process.stderr[-4000:], file=sys.stderr)
        sys.exit(1)
    return errors


def blame(errors, units):
    """The generated units the errors fall in, with a reason each.

    A type that does not conform to a standard protocol it declares (the table has no
    requirements' witnesses for `Collection` or `SetAlgebra`) keeps the type and loses the
    conformance, so the declarations that use the type stay."""
    by_file = collections.defaultdict(list)
    for unit in units:
        by_file[getattr(unit, 'file_path', '')].append(unit)
    newly = {}
    for path, line, _, text in errors:
        for unit in by_file.get(path, []):
            if unit.line - 1 <= line <= unit.end_line:
                reason = text.split(': error: ', 1)[-1]
                m = re.match(r"type '([\w.]+)(?:<[^']*>)?' does not conform to protocol '(\w+)'", reason)
                if m and ' - ' in unit.key:
                    newly.setdefault('conformance %s %s' % (m.group(1), m.group(2)), reason)
                else:
                    newly.setdefault(unit.key, reason)
                break
    return newly


if __name__ == '__main__':
    main()

// Which exports of a side-effect-free file a change touches (decision 102): the top-level declarations on the
// changed lines, and those that mention them, in turn, by name. An importer that takes none of them by name cannot
// see the change; one of the core's rule files is imported by the CLI for one constant and by the web for its
// functions. Anything but a declaration on a changed line (an import, an export list, a statement) counts as a
// change to every export.
import ts from 'typescript';
import { ALL } from './module-facts.mjs';

/** The names a top-level statement declares, or undefined if it is not a declaration. */
function declared(/** @type {ts.Statement} */ statement) {
  if (ts.isVariableStatement(statement)) {
    const names = [];
    const collect = (/** @type {ts.BindingName} */ name) => {
      if (ts.isIdentifier(name)) names.push(name.text);
      else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
    };
    for (const declaration of statement.declarationList.declarations) collect(declaration.name);
    return names;
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isModuleDeclaration(statement)
  )
    // `export default function () {}` declares nothing it could be mentioned by; its export is `default`.
    return [statement.name?.text ?? 'default'];
  return undefined;
}

const isExported = (/** @type {ts.Statement} */ statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (/** @type {ts.Statement} */ statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** Every identifier a statement mentions (more than it refers to: a property of the same name counts too). */
function mentioned(/** @type {ts.Node} */ node, /** @type {Set<string>} */ into = new Set()) {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => void mentioned(child, into));
  return into;
}

/**
 * @param {string} path
 * @param {string} text the file as it is now
 * @param {[number, number][]} lines changed line ranges, 1-based and inclusive, in the file as it is now
 * @returns {Set<string> | typeof ALL} the export names whose value may differ
 */
export function changedExports(path, text, lines) {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  // @ts-expect-error parseDiagnostics is internal: a file that does not parse is a change to everything.
  if (source.parseDiagnostics?.length > 0) return ALL;
  const lineOf = (/** @type {number} */ position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const statements = source.statements.map((statement) => ({
    statement,
    names: declared(statement),
    first: lineOf(statement.getStart(source)),
    last: lineOf(statement.getEnd()),
  }));
  const touched = statements.filter(({ first, last }) => lines.some(([from, to]) => from <= last && to >= first));
  if (touched.some(({ names }) => names === undefined)) return ALL;
  if (touched.some(({ statement }) => ts.isExportAssignment(statement))) return ALL;

  // The declarations whose value may differ: those changed, and those mentioning one of them, to a fixpoint.
  const changed = new Set(touched.flatMap(({ names }) => names ?? []));
  const declarations = statements.filter(({ names }) => names && names.length > 0);
  const mentions = new Map(declarations.map(({ statement }) => [statement, mentioned(statement)]));
  for (let grew = true; grew;) {
    grew = false;
    for (const { statement, names = [] } of declarations) {
      if (names.every((name) => changed.has(name))) continue;
      if ([...(mentions.get(statement) ?? [])].some((name) => changed.has(name) && !names.includes(name))) {
        for (const name of names) changed.add(name);
        grew = true;
      }
    }
  }

  const exports = new Set();
  for (const { statement, names = [] } of statements) {
    if (!names.some((name) => changed.has(name))) continue;
    if (isExported(statement)) for (const name of isDefault(statement) ? ['default'] : names) exports.add(name);
  }
  // `export { local as name }` and `export default local` at the end of a file.
  for (const { statement } of statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements)
        if (changed.has((element.propertyName ?? element.name).text)) exports.add(element.name.text);
    } else if (ts.isExportAssignment(statement) && [...mentioned(statement.expression)].some((name) => changed.has(name)))
      exports.add('default');
  }
  return exports;
}

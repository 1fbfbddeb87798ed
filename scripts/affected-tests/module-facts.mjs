// What one source file says about its imports and exports, read from its syntax alone (no type checker, no
// resolution): enough to tell which files a test can see at run time (decision 102). Types are erased before tests
// run, so type-only imports and exports are left out: a change that only a type sees is the typecheck's to catch.
import ts from 'typescript';

/** Every export of a module, as an import asks for it with `import * as` or `import()` kept whole. */
export const ALL = '*';

/**
 * @typedef {{ specifier: string, names: string[] | typeof ALL }} Use
 *   A module used at run time: the names taken from it (none: evaluated only, as `import './x'` or an import whose
 *   names are all types), or all of them.
 * @typedef {{ specifier: string, imported: string, exported: string }} NamedReexport
 *   `export { imported as exported } from 'specifier'`; `imported` is ALL for `export * as exported from`.
 * @typedef {object} ModuleFacts
 * @property {Use[]} uses Static and dynamic imports, modules `vi.mock`ed or imported through `vi.importActual`.
 * @property {string[]} sideEffectImports Specifiers of `import 'x'`: evaluated for what they do, not for a name.
 * @property {string[]} rawReads Specifiers whose text the module reads (`?raw` imports): a change to that file's
 *   text reaches the module, a change to what that file imports does not.
 * @property {{ patterns: string[], raw: boolean }[]} globs `import.meta.glob` patterns, relative to the module.
 * @property {Set<string>} localExports Value names the module defines and exports itself.
 * @property {NamedReexport[]} namedReexports
 * @property {string[]} starReexports Specifiers of `export * from`.
 */

const SCRIPT_KINDS = { '.tsx': ts.ScriptKind.TSX, '.mjs': ts.ScriptKind.JS, '.js': ts.ScriptKind.JS, '.cjs': ts.ScriptKind.JS };

const exportedName = (/** @type {ts.ModuleExportName} */ name) => name.text;

const hasModifier = (/** @type {ts.Node} */ node, /** @type {ts.SyntaxKind} */ kind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** The names a binding pattern or identifier declares (`const { a, b: [c] } = …` declares a and c). */
function declaredNames(/** @type {ts.BindingName} */ name) {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : declaredNames(element.name)));
}

/** What `await import('x')` is used for: the names destructured or read from it, or all of them. */
function namesTakenFromDynamicImport(/** @type {ts.CallExpression} */ call) {
  let node = /** @type {ts.Node} */ (call);
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const { parent } = node;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return [parent.name.text];
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isObjectBindingPattern(parent.name)) {
    const names = parent.name.elements.map((element) => (element.dotDotDotToken ? undefined : (element.propertyName ?? element.name)));
    if (names.every((name) => name && (ts.isIdentifier(name) || ts.isStringLiteral(name)))) return names.map((name) => name.text);
  }
  return ALL;
}

const stringArgument = (/** @type {ts.CallExpression} */ call, index = 0) => {
  const argument = call.arguments[index];
  return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
};

/** `import.meta.glob(pattern | [patterns], { query: '?raw' })` */
function globCall(/** @type {ts.CallExpression} */ call) {
  const callee = call.expression;
  const isGlob =
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'glob' &&
    ts.isMetaProperty(callee.expression) &&
    callee.expression.name.text === 'meta';
  if (!isGlob) return undefined;
  const [first, options] = call.arguments;
  const patterns = first && ts.isArrayLiteralExpression(first) ? first.elements : first ? [first] : [];
  const raw =
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (property) =>
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'query' &&
        ts.isStringLiteralLike(property.initializer) &&
        property.initializer.text === '?raw',
    );
  return { patterns: patterns.filter(ts.isStringLiteralLike).map((pattern) => pattern.text), raw };
}

const isViMock = (/** @type {ts.Expression} */ callee) =>
  ts.isPropertyAccessExpression(callee) &&
  ts.isIdentifier(callee.expression) &&
  callee.expression.text === 'vi' &&
  ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.name.text);

/**
 * @param {string} path the file's name (its extension picks the syntax: TSX, JavaScript or TypeScript)
 * @param {string} text
 * @returns {ModuleFacts}
 */
export function moduleFacts(path, text) {
  const extension = path.slice(path.lastIndexOf('.'));
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, SCRIPT_KINDS[extension] ?? ts.ScriptKind.TS);
  /** @type {ModuleFacts} */
  const facts = {
    uses: [],
    sideEffectImports: [],
    rawReads: [],
    globs: [],
    localExports: new Set(),
    namedReexports: [],
    starReexports: [],
  };
  /** Imported value bindings by local name, for `import { a } from './x'; export { a }`. */
  const importedBindings = new Map();
  /** `export { a as b }` without `from`, resolved once every import is known. */
  const localExportLists = [];

  const use = (/** @type {string} */ specifier, /** @type {string[] | typeof ALL} */ names) => {
    const query = specifier.indexOf('?');
    if (query !== -1 && /[?&]raw\b/.test(specifier.slice(query))) facts.rawReads.push(specifier.slice(0, query));
    else facts.uses.push({ specifier, names });
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteralLike(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) {
        facts.sideEffectImports.push(specifier);
        continue;
      }
      if (clause.isTypeOnly) continue;
      const names = [];
      if (clause.name) {
        names.push('default');
        importedBindings.set(clause.name.text, { specifier, imported: 'default' });
      }
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        use(specifier, ALL);
        importedBindings.set(bindings.name.text, { specifier, imported: ALL });
        continue;
      }
      for (const element of bindings?.elements ?? []) {
        if (element.isTypeOnly) continue;
        const imported = exportedName(element.propertyName ?? element.name);
        names.push(imported);
        importedBindings.set(element.name.text, { specifier, imported });
      }
      use(specifier, names);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteralLike(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      const clause = statement.exportClause;
      if (specifier === undefined) {
        if (clause && ts.isNamedExports(clause)) localExportLists.push(clause);
      } else if (!clause) {
        facts.starReexports.push(specifier);
      } else if (ts.isNamespaceExport(clause)) {
        facts.namedReexports.push({ specifier, imported: ALL, exported: exportedName(clause.name) });
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const imported = exportedName(element.propertyName ?? element.name);
          facts.namedReexports.push({ specifier, imported, exported: exportedName(element.name) });
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      facts.localExports.add('default');
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword) && !hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          for (const name of declaredNames(declaration.name)) facts.localExports.add(name);
      } else if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) {
        facts.localExports.add('default');
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name
      ) {
        facts.localExports.add(statement.name.text);
      }
    }
  }

  for (const clause of localExportLists) {
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      const local = exportedName(element.propertyName ?? element.name);
      const binding = importedBindings.get(local);
      if (binding) facts.namedReexports.push({ ...binding, exported: exportedName(element.name) });
      else facts.localExports.add(exportedName(element.name));
    }
  }

  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = stringArgument(node);
        if (specifier !== undefined) use(specifier, namesTakenFromDynamicImport(node));
      } else if (isViMock(node.expression)) {
        const specifier = stringArgument(node);
        if (specifier !== undefined) use(specifier, ALL);
      } else {
        const glob = globCall(node);
        if (glob) facts.globs.push(glob);
      }
    }
    ts.forEachChild(node, visit);
  };
  // Most files have none of these; walking every node of them would be half the time the choice takes.
  if (/\bimport\s*\(|\bvi\.(?:do[mM]ock|mock|importActual|importMock)\b|\bimport\.meta\.glob\b/.test(text)) visit(source);
  return facts;
}

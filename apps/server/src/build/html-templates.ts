/**
 * The public pages' JSX compiled into templates at build time (issue 27). The HTML runtime (@portal/shared/html)
 * builds an object per element and, on every scan, walks it: each tag, each constant attribute escaped again. Here a
 * tree of host elements (<div>, <dd>...) becomes its markup, written once as the runtime would write it, with holes
 * for what changes (a child, an attribute's value); components, and the few elements the runtime writes specially
 * (form fields, forms and buttons, raw HTML), stay as they are and fill a hole. html-templates.test.ts renders the
 * pages both ways and requires the same HTML.
 *
 * How: esbuild turns the file's JSX into jsx() calls; acorn finds the calls to compile; they are replaced in
 * place, keeping every line where it was (esbuild's source map still points stack traces to the right line).
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Parser, type CallExpression, type Expression, type Node, type ObjectExpression, type Program } from 'acorn';
import { simple } from 'acorn-walk';
import { transform, type Plugin } from 'esbuild';
// By path, not by the package's name: vitest.config.ts loads this file, and Node reads no TypeScript in packages.
import {
  attribute,
  escapeHtml,
  NOT_ATTRIBUTES,
  VOID_ELEMENTS as VOID,
  WRITTEN_SPECIALLY,
} from '../../../../packages/shared/src/html/render.js';

/** The files written for the HTML runtime carry this pragma (the public pages, the server's render.tsx). */
const HTML_RUNTIME_PRAGMA = '@jsxImportSource @portal/shared';
const RUNTIME = '@portal/shared/jsx-runtime';

const TAG_NAME = /^[a-z][a-z0-9]*$/;

type Literal = { type: 'Literal'; value: unknown; start: number; end: number };
type Template = { markup: string[]; holes: (string | null)[]; values: string[] };

/** A literal JSX can hold as it is: a string, a number, true/false/null. */
function constantOf(node: Node): { value: unknown } | undefined {
  if (node.type === 'Literal') {
    const { value } = node as unknown as Literal;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return { value };
  }
  if (node.type === 'TemplateLiteral') {
    const template = node as unknown as { expressions: unknown[]; quasis: Array<{ value: { cooked: string } }> };
    if (template.expressions.length === 0) return { value: template.quasis[0]!.value.cooked };
  }
  return undefined;
}

/** The props of an element this compiler can write, by name in source order; undefined when it cannot. */
function plainProps(object: ObjectExpression): Map<string, Expression> | undefined {
  const props = new Map<string, Expression>();
  for (const property of object.properties) {
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return;
    const key = property.key;
    const name =
      key.type === 'Identifier' ? key.name : key.type === 'Literal' && typeof key.value === 'string' ? key.value : '';
    // A prop the runtime never writes as an attribute (raw HTML, React's own) leaves the element to the runtime.
    if (!name || props.has(name) || (name !== 'children' && NOT_ATTRIBUTES.has(name))) return;
    props.set(name, property.value);
  }
  return props;
}

/**
 * `source` (a .tsx file for the HTML runtime) as JavaScript with its host elements compiled into templates.
 * `file`: for esbuild's messages and the source map.
 */
export async function compileHtmlTemplates(source: string, file: string): Promise<string> {
  const { code } = await transform(source, {
    loader: 'tsx',
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: '@portal/shared',
    sourcefile: file,
    sourcemap: 'inline',
    target: 'es2022',
  });
  const program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Program;

  // The local names esbuild gave the runtime's jsx and jsxs.
  const jsxNames = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== RUNTIME) continue;
    for (const specifier of statement.specifiers) {
      const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
      const importedName = imported?.type === 'Identifier' ? imported.name : undefined;
      if (importedName === 'jsx' || importedName === 'jsxs') jsxNames.add(specifier.local.name);
    }
  }
  if (jsxNames.size === 0) return code;

  /** A host element whose every prop this compiler can write: its tag, props and children. */
  const compilable = new Map<CallExpression, { tag: string; props: Map<string, Expression> }>();
  simple(program, {
    CallExpression(call) {
      const [type, props] = call.arguments;
      if (call.callee.type !== 'Identifier' || !jsxNames.has(call.callee.name)) return;
      if (type?.type !== 'Literal' || typeof type.value !== 'string' || props?.type !== 'ObjectExpression') return;
      const tag = type.value;
      if (!TAG_NAME.test(tag) || WRITTEN_SPECIALLY.has(tag)) return;
      const plain = plainProps(props);
      if (!plain || (VOID.has(tag) && plain.has('children'))) return;
      compilable.set(call, { tag, props: plain });
    },
  });
  const calls = [...compilable.keys()].sort((a, b) => a.start - b.start);

  const templates: string[] = [];

  /** The code of source[start, end) with the outermost compilable elements in it replaced by templates. */
  function rewrite(start: number, end: number): string {
    let out = '';
    let at = start;
    for (const call of calls) {
      if (call.start < at || call.end > end) continue;
      out += code.slice(at, call.start) + templateCall(call);
      at = call.end;
    }
    return out + code.slice(at, end);
  }

  function writeChild(child: Expression, template: Template): void {
    const constant = constantOf(child);
    if (constant) {
      // As the runtime writes a child: text escaped, a number as it reads, nothing for true/false/null.
      const { value } = constant;
      if (typeof value === 'string') template.markup[template.markup.length - 1] += escapeHtml(value);
      else if (typeof value === 'number') template.markup[template.markup.length - 1] += String(value);
      return;
    }
    if (child.type === 'CallExpression' && compilable.has(child)) return writeElement(child, template);
    if (child.type === 'ArrayExpression' && child.elements.every((item) => item && item.type !== 'SpreadElement')) {
      for (const item of child.elements) writeChild(item as Expression, template);
      return;
    }
    hole(template, null, child);
  }

  function hole(template: Template, name: string | null, value: Expression): void {
    template.holes.push(name);
    template.values.push(rewrite(value.start, value.end));
    template.markup.push('');
  }

  function writeElement(call: CallExpression, template: Template): void {
    const { tag, props } = compilable.get(call)!;
    const append = (text: string) => {
      template.markup[template.markup.length - 1] += text;
    };
    append(`<${tag}`);
    for (const [name, value] of props) {
      if (name === 'children') continue;
      const constant = constantOf(value);
      if (constant) append(attribute(name, constant.value));
      else hole(template, name, value);
    }
    if (VOID.has(tag)) {
      append('/>');
      return;
    }
    append('>');
    const children = props.get('children');
    if (children) writeChild(children, template);
    append(`</${tag}>`);
  }

  function templateCall(call: CallExpression): string {
    const template: Template = { markup: [''], holes: [], values: [] };
    writeElement(call, template);
    const name = `__htmlTemplate${templates.length}`;
    templates.push(
      `const ${name}=__htmlTemplateOf(${JSON.stringify(template.markup)},${JSON.stringify(template.holes)});`,
    );
    const replaced = `__htmlTemplateElement(${name},[${template.values.join(',')}])`;
    // The same number of lines as the call it replaces, so every line after it stays where the source map says.
    const lines = (code.slice(call.start, call.end).match(/\n/g)?.length ?? 0) - (replaced.match(/\n/g)?.length ?? 0);
    return replaced + '\n'.repeat(Math.max(lines, 0));
  }

  const body = rewrite(0, code.length);
  if (templates.length === 0) return code;
  // On the first line, so no line moves; imports are hoisted, so the runtime's functions are there already.
  return (
    `import{htmlTemplate as __htmlTemplateOf,templateElement as __htmlTemplateElement}from"${RUNTIME}";` +
    templates.join('') +
    body
  );
}

/** A file's code compiled when it is a .tsx file written for the HTML runtime; undefined for any other. */
export async function compiledIfHtmlRuntime(source: string, file: string): Promise<string | undefined> {
  if (!file.endsWith('.tsx') || !source.includes(HTML_RUNTIME_PRAGMA)) return undefined;
  return compileHtmlTemplates(source, file);
}

/** The esbuild plugin that compiles every .tsx file written for the HTML runtime (the server's bundles). */
export const htmlTemplatesPlugin: Plugin = {
  name: 'html-templates',
  setup(build) {
    build.onLoad({ filter: /\.tsx$/ }, async (args) => {
      const compiled = await compiledIfHtmlRuntime(await readFile(args.path, 'utf8'), args.path);
      return compiled === undefined ? undefined : { contents: compiled, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

// `npm run generate`: the client's files made from openapi.yaml — types (openapi-typescript) and the operation table
// the middleware reads (method, path, public). `--check` compares with the committed files instead of writing them.
import fs from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const specPath = path.join(root, 'openapi.yaml');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface OperationObject {
  operationId?: string;
  security?: unknown[];
}

async function format(file: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

async function schemaFile(): Promise<string> {
  // Fields with a default stay optional in request types (the server fills them in).
  const ast = await openapiTS(new URL(`file://${specPath}`), { defaultNonNullable: false });
  return astToString(ast);
}

async function operationsFile(): Promise<string> {
  const spec = parse(await fs.readFile(specPath, 'utf8')) as {
    security?: unknown[];
    paths: Record<string, Record<string, OperationObject>>;
  };
  const rows: string[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const security = op.security ?? spec.security ?? [];
      const isPublic = security.length === 0 || security.some((s) => Object.keys(s as object).length === 0);
      rows.push(`  ${op.operationId}: { method: '${method}', path: '${route}', public: ${isPublic} },`);
    }
  }
  return [
    '// Generated from openapi.yaml by `npm run generate`. Do not edit.',
    '',
    'export const OPERATIONS = {',
    ...rows,
    '} as const;',
    '',
    'export type OperationId = keyof typeof OPERATIONS;',
    '',
  ].join('\n');
}

export async function generatedFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {
    'api-client/src/schema.ts': await schemaFile(),
    'api-client/src/operations.ts': await operationsFile(),
  };
  for (const [file, source] of Object.entries(files)) files[file] = await format(path.join(root, file), source);
  return files;
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, content] of Object.entries(await generatedFiles())) {
    const target = path.join(root, file);
    if (check) {
      const current = await fs.readFile(target, 'utf8').catch(() => '');
      if (current !== content) stale.push(file);
    } else {
      await fs.writeFile(target, content);
      console.log(`generate: wrote ${file}`);
    }
  }
  if (stale.length) {
    console.error(`generate: stale, run \`npm run generate\` and commit: ${stale.join(', ')}`);
    process.exit(1);
  }
  if (check) console.log('generate: generated client files are fresh');
}

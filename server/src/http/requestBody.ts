import fs from 'node:fs';
import { parse } from 'yaml';
import { HttpError } from './errors.ts';

/** What the contract says about one operation's request body. */
export interface RequestBodyRule {
  required: boolean;
  /** Declared media types, lower case (`application/json`, `multipart/form-data`). */
  mediaTypes: string[];
}

/** The request-body rule of every operation that declares a body, by operationId. */
export function requestBodyRules(specificationPath: string): Map<string, RequestBodyRule> {
  type Node = Record<string, unknown> | undefined;
  const spec = parse(fs.readFileSync(specificationPath, 'utf8')) as Node;
  const resolve = (node: unknown): Node => {
    const ref = (node as Node)?.$ref;
    if (typeof ref !== 'string') return node as Node;
    return resolve(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((n, key) => (n as Node)?.[key], spec),
    );
  };
  const rules = new Map<string, RequestBodyRule>();
  for (const item of Object.values(resolve(spec?.paths) ?? {})) {
    for (const op of Object.values(resolve(item) ?? {})) {
      const operation = resolve(op);
      const body = resolve(operation?.requestBody);
      const content = resolve(body?.content);
      if (typeof operation?.operationId !== 'string' || !content) continue;
      rules.set(operation.operationId, {
        required: Boolean(body?.required),
        mediaTypes: Object.keys(content).map((t) => t.toLowerCase()),
      });
    }
  }
  return rules;
}

/**
 * Fastify validates a body only against the schema of its own media type, so a body of another type, or none at all,
 * would reach the handler unchecked: refuse those here (415, 400) as the contract's validation would.
 */
export function checkRequestBody(rule: RequestBodyRule, contentType: string | undefined): HttpError | null {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!mediaType)
    return rule.required ? new HttpError(400, `A request body (${rule.mediaTypes.join(' or ')}) is required`) : null;
  if (!rule.mediaTypes.includes(mediaType)) {
    return new HttpError(415, `Unsupported content type ${mediaType}: send ${rule.mediaTypes.join(' or ')}`);
  }
  return null;
}

/** An error a handler throws to answer with a status and the contract's `{ detail }` body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(detail);
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** With AJV's `verbose`: the schema that failed, which may carry the contract's own wording. */
  parentSchema?: { 'x-error-message'?: string };
}

/** Turns AJV issues into one readable sentence: "email: must match format "email"". */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .map((issue) => {
      const ownWords = issue.parentSchema?.['x-error-message'];
      if (ownWords) return ownWords;
      const missing = issue.params?.missingProperty;
      const extra = issue.params?.additionalProperty;
      const field = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)]
        .filter((p) => p && p !== 'body')
        .join('.');
      if (typeof missing === 'string') return `${field ? `${field}.` : ''}${missing}: is required`;
      if (typeof extra === 'string') return `${field ? `${field}.` : ''}${extra}: is not an accepted field`;
      return `${field || 'request'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

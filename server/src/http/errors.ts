/** An error a handler throws to answer with a status and the contract's `{ detail }` body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, detail: string, extra: Record<string, unknown> = {}) {
    super(detail);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns AJV issues into one readable sentence: "email: must match format "email"". */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .map((issue) => {
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

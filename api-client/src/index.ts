export { createApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client.ts';
export {
  ApiError,
  errorMessage,
  isForcedLogout,
  bodyText,
  creditsOf,
  MESSAGES,
  GENERATION_ACTIONS,
  type Credits,
  type ErrorBody,
} from './errors.ts';
export { CATEGORY_LABELS, categoryLabel } from './categories.ts';
export { fileUrl, mediaUrl, resolveMediaUrl, type MediaRef } from './media.ts';
export { OPERATIONS, type OperationId } from './operations.ts';
export type { paths, components, operations } from './schema.ts';
export type { Schema } from './contract.ts';

import type { operations } from '@storyloom/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../domain/auth/tokens.ts';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation, as the contract (already validated by AJV) defines it. */
export type JsonBody<Op extends OperationId> = JsonOf<NonNullable<operations[Op]['requestBody']>>;
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The JSON body of the operation's 200 (or 201) answer. */
export type Ok<Op extends OperationId> = 200 extends keyof Responses<Op>
  ? JsonOf<Responses<Op>[200]>
  : 201 extends keyof Responses<Op>
    ? JsonOf<Responses<Op>[201]>
    : never;

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
export type Handlers = Partial<Record<OperationId, Handler>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer security handler on authenticated operations. */
    auth: AccessClaims | null;
    /** The request body's bytes as received (JSON bodies), for signature checks. */
    rawBody: Buffer | null;
    /** Files of a multipart request, in order (the body holds placeholders so the contract can count them). */
    uploads: { field: string; name: string; mimetype: string; data: Buffer }[];
  }
}

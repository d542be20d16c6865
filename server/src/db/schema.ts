import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Row types of every table, kept in step with the numbered SQL files in ./migrations. */
export interface Tables {
  schema_migrations: {
    version: number;
    name: string;
    applied_at: Generated<Date>;
  };
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string | null;
    created_at: CreatedAt;
    updated_at: Generated<Date>;
  };
  auth_sessions: {
    id: Generated<string>;
    user_id: string;
    created_at: CreatedAt;
    revoked_at: Date | null;
    revoked_reason: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: CreatedAt;
    expires_at: Date;
    used_at: Date | null;
  };
  rate_limit_hits: {
    key: string;
    window_start: Date;
    hits: number;
  };
  credit_lots: {
    id: Generated<string>;
    user_id: string;
    kind: 'purchase' | 'bonus' | 'refund';
    amount: number;
    remaining: number;
    expires_at: Date | null;
    created_at: CreatedAt;
  };
  credit_transactions: {
    id: Generated<string>;
    user_id: string;
    type: 'purchase' | 'usage' | 'refund' | 'bonus';
    amount: number;
    description: string;
    reference: string | null;
    created_at: CreatedAt;
  };
  credit_spend_allocations: {
    transaction_id: string;
    lot_id: string;
    amount: number;
  };
}

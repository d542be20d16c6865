import type { ColumnType, Generated } from 'kysely';

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
    created_at: ColumnType<Date, never, never>;
    updated_at: Generated<Date>;
  };
}

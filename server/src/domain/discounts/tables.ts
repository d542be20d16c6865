import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Row types of the discount-code tables (migration 0006). */
export interface DiscountTables {
  discount_codes: {
    /** Upper-case, `^[A-Z0-9_-]{1,64}$`. */
    code: string;
    credits: number;
    description: string;
    /** Null: no limit. */
    max_redemptions: number | null;
    redemption_count: Generated<number>;
    /** The instant the code stops working; null: never. */
    expires_at: Date | null;
    active: Generated<boolean>;
    created_at: CreatedAt;
  };
  discount_redemptions: {
    id: Generated<string>;
    code: string;
    user_id: string;
    credits_awarded: number;
    redeemed_at: CreatedAt;
  };
}

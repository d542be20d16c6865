import type { ColumnType, Generated } from 'kysely';

export type CheckoutStatus = 'open' | 'paid' | 'cancelled' | 'expired' | 'failed';

/** Row types of the payment tables (migration 0005). */
export interface PaymentTables {
  checkout_sessions: {
    id: Generated<string>;
    provider: 'embedded' | 'stripe';
    /** The id the provider gave the session; the browser comes back with it as `session_id`. */
    provider_session_id: string;
    user_id: string;
    package_id: string;
    package_name: string;
    credits: number;
    amount_cents: number;
    currency: string;
    status: CheckoutStatus;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    expires_at: Date;
    paid_at: Date | null;
    /** Set in the same transaction that adds the credits: the once-only marker. */
    credited_at: Date | null;
  };
}

-- Payments: one row per checkout started with a payment provider. The row is locked while a paid session is credited,
-- and credited_at is set in that same transaction, so a session adds its credits once whoever confirms it and however
-- often (the ledger's unique (type, reference) on 'payment:<session id>' is the second guard).
CREATE TABLE checkout_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('embedded', 'stripe')),
  provider_session_id text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id text NOT NULL,
  package_name text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled', 'expired', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  credited_at timestamptz,
  CHECK (credited_at IS NULL OR status = 'paid'),
  CHECK (paid_at IS NULL OR status = 'paid')
);
CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id, created_at DESC);

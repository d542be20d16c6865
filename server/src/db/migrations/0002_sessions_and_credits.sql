-- Sessions: one row per sign-in (a refresh-token family). Signing out or reusing a spent refresh token revokes it,
-- and access tokens name their session, so they stop working at once too.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Fixed-window counters shared by every server process (sign-in, sign-up, code exchange).
CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Credits: lots hold what can be spent (purchases expire), transactions are the history the user sees,
-- spend allocations remember which lots paid for a usage so a refund restores exactly those.
CREATE TABLE credit_lots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('purchase', 'bonus', 'refund')),
  amount integer NOT NULL CHECK (amount > 0),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_lots_live_idx ON credit_lots (user_id, created_at) WHERE remaining > 0;

CREATE TABLE credit_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('purchase', 'usage', 'refund', 'bonus')),
  amount integer NOT NULL CHECK (amount <> 0),
  description text NOT NULL,
  -- What caused it (a payment session, a discount code, a refunded usage): unique per type, so replays credit once.
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_transactions_user_idx ON credit_transactions (user_id, created_at DESC);
CREATE UNIQUE INDEX credit_transactions_reference_key ON credit_transactions (type, reference) WHERE reference IS NOT NULL;

CREATE TABLE credit_spend_allocations (
  transaction_id uuid NOT NULL REFERENCES credit_transactions (id) ON DELETE CASCADE,
  lot_id uuid NOT NULL REFERENCES credit_lots (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (transaction_id, lot_id)
);

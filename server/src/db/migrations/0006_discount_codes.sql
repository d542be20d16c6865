-- Discount codes: managed with `npm run codes`, redeemed once per user for `bonus` credits. Codes are stored
-- upper-case; the API upper-cases what the user typed before looking it up.
CREATE TABLE discount_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{1,64}$'),
  credits integer NOT NULL CHECK (credits > 0),
  description text NOT NULL CHECK (description <> ''),
  -- NULL: no limit.
  max_redemptions integer CHECK (max_redemptions > 0),
  -- Kept in step with discount_redemptions under the code row's lock; never past the limit.
  redemption_count integer NOT NULL DEFAULT 0
    CHECK (redemption_count >= 0 AND (max_redemptions IS NULL OR redemption_count <= max_redemptions)),
  -- The instant the code stops working; NULL: never.
  expires_at timestamptz,
  -- A disabled code answers like an unknown one.
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE discount_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL REFERENCES discount_codes (code),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credits_awarded integer NOT NULL CHECK (credits_awarded > 0),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  -- Once per user and code.
  UNIQUE (code, user_id)
);
CREATE INDEX discount_redemptions_user_idx ON discount_redemptions (user_id, redeemed_at DESC);

-- Created on the first start of a new installation (and never again, so disabling it sticks).
INSERT INTO discount_codes (code, credits, description)
VALUES ('WELCOME10', 10, 'Welcome gift: 10 free credits')
ON CONFLICT (code) DO NOTHING;

-- Social sign-in: accounts at identity providers linked to users, authorisations in flight, and the one-time codes
-- that hand a finished sign-in over to the app. Secrets the browser carries (state, code) are stored as SHA-256.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- Spent (deleted) on the provider's return; expired rows are purged when new sign-ins start.
CREATE TABLE social_auth_requests (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text,
  redirect_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_auth_requests_expiry_idx ON social_auth_requests (expires_at);

CREATE TABLE social_sign_in_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_sign_in_codes_expiry_idx ON social_sign_in_codes (expires_at);

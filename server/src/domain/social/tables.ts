import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Row types of the social sign-in tables (migration 0004). */
export interface SocialTables {
  /** An account at an identity provider, linked to one user. */
  user_identities: {
    /** The provider key (`google`, `github`, `oidc`…). */
    provider: string;
    /** The provider's stable id of the account (`sub`, or GitHub's numeric user id). */
    subject: string;
    user_id: string;
    /** The e-mail the provider last reported. */
    email: string | null;
    created_at: CreatedAt;
    last_sign_in_at: Date | null;
  };
  /** An authorisation in flight: created when the browser is sent to the provider, spent on its return. */
  social_auth_requests: {
    /** SHA-256 (hex) of the `state` sent to the provider. */
    state_hash: string;
    provider: string;
    code_verifier: string;
    /** OpenID Connect only. */
    nonce: string | null;
    redirect_to: string;
    created_at: CreatedAt;
    expires_at: Date;
  };
  /** The one-time code the app exchanges for a session after a social sign-in. */
  social_sign_in_codes: {
    /** SHA-256 (hex) of the code. */
    code_hash: string;
    user_id: string;
    provider: string;
    created_at: CreatedAt;
    expires_at: Date;
    used_at: Date | null;
  };
}

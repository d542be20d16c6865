import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../../http/errors.ts';

const ISSUER = 'storyloom';

export interface AccessClaims {
  userId: string;
  email: string;
  sessionId: string;
}

export async function issueAccessToken(key: Uint8Array, claims: AccessClaims, now: Date, ttlSeconds: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

/** The claims of a valid token; 401 'Token has expired' or 'Invalid token' otherwise (words the client logs out on). */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.email !== 'string') throw new Error('claims missing');
    return { userId: payload.sub!, email: payload.email, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new HttpError(401, 'Token has expired');
    throw new HttpError(401, 'Invalid token');
  }
}

/** Opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

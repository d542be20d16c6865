/** Row types of the social sign-in tables (migration 0004). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SocialTables {}

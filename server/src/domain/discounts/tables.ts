/** Row types of the discount-code tables (migration 0006). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DiscountTables {}

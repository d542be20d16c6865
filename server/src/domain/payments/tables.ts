/** Row types of the payment tables (migration 0005). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentTables {}

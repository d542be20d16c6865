-- Payments: checkout sessions. (Filled in by the payments work.)
SELECT 1;

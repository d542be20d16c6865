-- Discount codes and redemptions. (Filled in by the discount-code work.)
SELECT 1;

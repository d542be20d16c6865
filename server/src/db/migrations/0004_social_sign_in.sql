-- Social sign-in: linked identities, pending authorisations, one-time codes. (Filled in by the social sign-in work.)
SELECT 1;

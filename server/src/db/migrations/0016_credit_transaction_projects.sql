-- Billing history names the story each charge was for and shows one action's charges together: a usage (and the
-- refund of one) records its project, and every usage of one spend shares a charge id. Rows from before this
-- migration have neither. Deleting a project keeps the history (the amounts still happened) without the link.
ALTER TABLE credit_transactions
  ADD COLUMN project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  ADD COLUMN charge_id uuid,
  -- The part's place in its charge (a story's text first, then page 1, 2, …): the order the history lists them in.
  ADD COLUMN charge_part integer CHECK (charge_part >= 0),
  -- What the whole charge was for ('Story with 3 illustrated pages'), on each row of a charge of several parts.
  ADD COLUMN charge_description text;
-- Deleting a project finds its transactions without a scan.
CREATE INDEX credit_transactions_project_idx ON credit_transactions (project_id) WHERE project_id IS NOT NULL;

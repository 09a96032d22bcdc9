-- The grounds of a decision on an impugnação: a rejection is made "por meio de ato fundamentado do
-- qual constem as razões" (Decreto 9.310/2018, art. 24, § 10), and the decision notice prints them.
ALTER TABLE "notified_parties" ADD COLUMN "decision_reasons" text;
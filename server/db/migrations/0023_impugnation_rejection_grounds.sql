-- Which of the hypotheses of Decreto 9.310/2018, art. 24, § 12 make a rejected impugnação unfounded:
-- only an unfounded one may be rejected (§ 10), and the decision notice names them.
ALTER TABLE "notified_parties" ADD COLUMN "decision_grounds" text[];
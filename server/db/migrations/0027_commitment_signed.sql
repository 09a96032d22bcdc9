-- The day the termo de compromisso of the works was signed (Decreto 9.310/2018, art. 21, § 1º; art. 30, X):
-- the CRF is made of it (art. 3º, V) and the emission rule 'termo-compromisso-assinado' waits for it,
-- unless the núcleo needs no termo (art. 30, § 1º).
ALTER TABLE "project_settings" ADD COLUMN "commitment_signed_on" date;
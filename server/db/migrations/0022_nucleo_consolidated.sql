-- The Município's finding that the núcleo is consolidated, "de difícil reversão" (Decreto 9.310/2018,
-- art. 3º, III): the legitimação fundiária is for a núcleo "consolidado existente em 22 de dezembro de 2016"
-- (art. 16). Null: not assessed yet, and no título nor CRF of legitimação fundiária is emitted.
ALTER TABLE "project_settings" ADD COLUMN "nucleo_consolidated" boolean;
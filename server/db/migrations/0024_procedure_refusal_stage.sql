-- The refusal of a Reurb request or project as a stage of the procedure: Decreto 9.310/2018 art. 23, § 2º
-- ("classificar e fixar ... ou indeferir, fundamentadamente, o requerimento") and art. 39.
ALTER TABLE "procedure_events" DROP CONSTRAINT "procedure_events_stage_check";--> statement-breakpoint
ALTER TABLE "procedure_events" ADD CONSTRAINT "procedure_events_stage_check" CHECK ("procedure_events"."stage" in ('requerimento', 'instauracao', 'classificacao', 'notificacao', 'projeto', 'aprovacao', 'crf', 'prenotacao', 'exigencia', 'registro', 'indeferimento'));
-- Trigram search (lots_owner_name_trgm_idx). PGlite also needs the extension passed to PGlite.create() (connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "project_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"city_cnpj" text,
	"city_adress" text,
	"city_mayor_name" text,
	"city_logo_id" integer,
	"city_mayor_rg" text,
	"city_mayor_cpf" text,
	"city_admin_process" text,
	"titulo_description" text,
	"titulo_header_description" text,
	"titulo_additional_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "project_settings_project_key" UNIQUE("project_id"),
	CONSTRAINT "project_settings_city_cnpj_check" CHECK ("project_settings"."city_cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "project_settings_city_adress_check" CHECK (char_length("project_settings"."city_adress") >= 3),
	CONSTRAINT "project_settings_city_mayor_name_check" CHECK (char_length("project_settings"."city_mayor_name") >= 3),
	CONSTRAINT "project_settings_city_mayor_rg_check" CHECK (char_length("project_settings"."city_mayor_rg") between 3 and 50),
	CONSTRAINT "project_settings_city_mayor_cpf_check" CHECK ("project_settings"."city_mayor_cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "project_settings_city_admin_process_check" CHECK (char_length("project_settings"."city_admin_process") >= 3),
	CONSTRAINT "project_settings_titulo_description_check" CHECK (char_length("project_settings"."titulo_description") >= 3)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"project_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0),
	CONSTRAINT "files_sha256_check" CHECK ("files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "files_original_name_check" CHECK (char_length("files"."original_name") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "lot_other_documents" (
	"lot_id" integer NOT NULL,
	"field" text NOT NULL,
	"file_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_other_documents_pkey" PRIMARY KEY("lot_id","field","file_id"),
	CONSTRAINT "lot_other_documents_slot_key" UNIQUE("lot_id","field","slot"),
	CONSTRAINT "lot_other_documents_field_check" CHECK ("lot_other_documents"."field" in ('other_documents_files', 'mdr_other_documents_files')),
	CONSTRAINT "lot_other_documents_slot_check" CHECK ("lot_other_documents"."slot" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "block_streets" (
	"block_id" integer NOT NULL,
	"street_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "block_streets_pkey" PRIMARY KEY("block_id","street_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text collate "und-x-icu" NOT NULL,
	"project_id" integer NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "blocks_project_name_key" UNIQUE("project_id","name"),
	CONSTRAINT "blocks_id_project_key" UNIQUE("id","project_id"),
	CONSTRAINT "blocks_name_check" CHECK (char_length("blocks"."name") >= 3)
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text collate "und-x-icu" NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "streets_project_name_key" UNIQUE("project_id","name"),
	CONSTRAINT "streets_id_project_key" UNIQUE("id","project_id"),
	CONSTRAINT "streets_name_check" CHECK (char_length("streets"."name") >= 3)
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text collate "und-x-icu" NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"project_phase" smallint DEFAULT 1 NOT NULL,
	"n_selagem" text,
	"n_proposta" text,
	"street_address" text,
	"street_number" text,
	"street_complement" text,
	"cep" text,
	"cidade" text,
	"bairro" text,
	"uso_do_lote" text,
	"area" numeric(12, 2),
	"area_projecao_edificacao" numeric(12, 2),
	"inscricao_imobiliaria" text,
	"owner_name" text collate "und-x-icu",
	"nationality" text,
	"naturalidade" text,
	"cpf" text,
	"nis" text,
	"rg" text,
	"rg_uf" text,
	"rg_emissor" text,
	"birth_date" date,
	"data_chegada_municipio" date,
	"data_ocupacao_imovel" date,
	"cnpj" text,
	"email" text,
	"cellphone_number" text,
	"phone_number" text,
	"owner_mother_name" text,
	"owner_father_name" text,
	"civil_status" text,
	"sex" text,
	"occupation" text,
	"occupation_type" text,
	"income" numeric(14, 2),
	"escolaridade" text,
	"beneficios_sociais" text[] DEFAULT '{}'::text[] NOT NULL,
	"deficiencia" boolean DEFAULT false NOT NULL,
	"deficiencia_desc" text,
	"observations" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"spouse_name" text,
	"spouse_cpf" text,
	"spouse_rg" text,
	"spouse_rg_uf" text,
	"spouse_rg_emissor" text,
	"marriage_regime_de_bens" text,
	"marriage_date" date,
	"uniao_estavel_since" date,
	"spouse_mother_name" text,
	"spouse_father_name" text,
	"companion_occupation" text,
	"companion_occupation_type" text,
	"companion_income" numeric(14, 2),
	"companion_civil_status" text,
	"companion_sex" text,
	"companion_naturalidade" text,
	"companion_nationality" text,
	"companion_nis" text,
	"companion_escolaridade" text,
	"companion_beneficios_sociais" text[] DEFAULT '{}'::text[] NOT NULL,
	"companion_deficiencia" boolean DEFAULT false NOT NULL,
	"companion_deficiencia_desc" text,
	"companion_birth_date" date,
	"coord_p1_x" double precision,
	"coord_p1_y" double precision,
	"coord_p2_x" double precision,
	"coord_p2_y" double precision,
	"coord_p3_x" double precision,
	"coord_p3_y" double precision,
	"coord_p4_x" double precision,
	"coord_p4_y" double precision,
	"rg_file_id" integer,
	"rg_back_file_id" integer,
	"cpf_file_id" integer,
	"comp_residencia_file_id" integer,
	"birth_divorce_cert_file_id" integer,
	"marriage_cert_file_id" integer,
	"comp_renda_file_id" integer,
	"declaracao_prefeitura_file_id" integer,
	"declaracao_adesao_financiamento_regfund_file_id" integer,
	"declaracao_posse_file_id" integer,
	"declaracao_renda_file_id" integer,
	"declaracao_uniao_estavel_file_id" integer,
	"averbacao_divorcio_file_id" integer,
	"averbacao_obito_file_id" integer,
	"cadastro_unico_file_id" integer,
	"spouse_cpf_file_id" integer,
	"spouse_rg_file_id" integer,
	"spouse_rg_back_file_id" integer,
	"companion_comp_renda_file_id" integer,
	"companion_birth_divorce_cert_file_id" integer,
	"mdr_estabilidade_estrutura" text,
	"mdr_necessidade_reconstrucao" text,
	"mdr_n_comodos" integer,
	"mdr_n_pavimentos" integer,
	"mdr_n_moradores_por_comodo" integer,
	"mdr_n_banheiros" integer,
	"mdr_banheiros_condicoes" text,
	"mdr_material_paredes_externas" text[] DEFAULT '{}'::text[] NOT NULL,
	"mdr_paredes_externas_condicoes" text,
	"mdr_cobertura" text,
	"mdr_cobertura_condicoes" text,
	"mdr_piso" text,
	"mdr_piso_condicoes" text,
	"mdr_instalacoes_eletricas" text[] DEFAULT '{}'::text[] NOT NULL,
	"mdr_instalacoes_eletricas_condicoes" text,
	"mdr_instalacoes_hidrossanitarias" text[] DEFAULT '{}'::text[] NOT NULL,
	"mdr_instalacoes_hidrossanitarias_condicoes" text,
	"mdr_esgotamento_sanitario" text[] DEFAULT '{}'::text[] NOT NULL,
	"mdr_esgotamento_sanitario_condicoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "lots_block_name_key" UNIQUE("block_id","name"),
	CONSTRAINT "lots_name_check" CHECK (char_length("lots"."name") between 3 and 512),
	CONSTRAINT "lots_status_check" CHECK ("lots"."status" in ('empty', 'incomplete', 'complete', 'to_review')),
	CONSTRAINT "lots_project_phase_check" CHECK ("lots"."project_phase" in (1, 2)),
	CONSTRAINT "lots_cep_check" CHECK ("lots"."cep" ~ '^[0-9]{8}$'),
	CONSTRAINT "lots_uso_do_lote_check" CHECK ("lots"."uso_do_lote" in ('RESIDENCIAL', 'NAO_RESIDENCIAL', 'MISTO')),
	CONSTRAINT "lots_area_check" CHECK ("lots"."area" >= 0),
	CONSTRAINT "lots_area_projecao_edificacao_check" CHECK ("lots"."area_projecao_edificacao" >= 0),
	CONSTRAINT "lots_owner_name_check" CHECK (char_length("lots"."owner_name") >= 3),
	CONSTRAINT "lots_cpf_check" CHECK ("lots"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "lots_nis_check" CHECK ("lots"."nis" ~ '^[0-9]{11}$'),
	CONSTRAINT "lots_rg_check" CHECK (char_length("lots"."rg") <= 50),
	CONSTRAINT "lots_rg_uf_check" CHECK (char_length("lots"."rg_uf") <= 50),
	CONSTRAINT "lots_rg_emissor_check" CHECK (char_length("lots"."rg_emissor") <= 50),
	CONSTRAINT "lots_cnpj_check" CHECK ("lots"."cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "lots_email_check" CHECK (char_length("lots"."email") <= 50),
	CONSTRAINT "lots_cellphone_number_check" CHECK (char_length("lots"."cellphone_number") <= 50),
	CONSTRAINT "lots_phone_number_check" CHECK (char_length("lots"."phone_number") <= 50),
	CONSTRAINT "lots_owner_mother_name_check" CHECK (char_length("lots"."owner_mother_name") >= 3),
	CONSTRAINT "lots_owner_father_name_check" CHECK (char_length("lots"."owner_father_name") >= 3),
	CONSTRAINT "lots_civil_status_check" CHECK ("lots"."civil_status" in ('Solteiro(a)', 'Solteiro(a) em união estável', 'Casado(a)', 'Viúvo(a)', 'Viúvo(a) em união estável', 'Divorciado(a)', 'Divorciado(a) em união estável', 'União Estável', 'Casado(a) com separação de corpos')),
	CONSTRAINT "lots_sex_check" CHECK ("lots"."sex" in ('Masculino', 'Feminino', 'Outro')),
	CONSTRAINT "lots_occupation_type_check" CHECK ("lots"."occupation_type" in ('APOSENTADO', 'PENSIONISTA', 'AUTÔNOMO', 'DESEMPREGADO', 'EMPREGADO CLT', 'ESTAGIÁRIO', 'MENOR APRENDIZ', 'SERVIDOR PÚBLICO', 'AJUDA/DOAÇÃO DE TERCEIROS', 'OUTROS')),
	CONSTRAINT "lots_income_check" CHECK ("lots"."income" >= 0),
	CONSTRAINT "lots_escolaridade_check" CHECK ("lots"."escolaridade" in ('AINDA NÃO ESTUDA', 'EDUCAÇÃO INFANTIL', 'ENSINO FUNDAMENTAL INCOMPLETO', 'ENSINO FUNDAMENTAL COMPLETO', 'ENSINO MÉDIO INCOMPLETO', 'ENSINO MÉDIO COMPLETO', 'ENSINO SUPERIOR INCOMPLETO', 'ENSINO SUPERIOR COMPLETO', 'PÓS-GRADUAÇÃO', 'MESTRADO', 'DOUTORADO')),
	CONSTRAINT "lots_beneficios_sociais_check" CHECK ("lots"."beneficios_sociais" <@ array['AUXÍLIO DOENÇA', 'BOLSA FAMÍLIA', 'BPC/LOAS', 'CARTEIRA DE IDOSO', 'IDENTIDADE JOVEM', 'SEGURO DESEMPREGO', 'TARIFA SOCIAL DE ENERGIA ELÉTRICA', 'OUTRO']::text[]),
	CONSTRAINT "lots_spouse_name_check" CHECK (char_length("lots"."spouse_name") >= 3),
	CONSTRAINT "lots_spouse_cpf_check" CHECK ("lots"."spouse_cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "lots_spouse_rg_check" CHECK (char_length("lots"."spouse_rg") <= 50),
	CONSTRAINT "lots_spouse_rg_uf_check" CHECK (char_length("lots"."spouse_rg_uf") <= 50),
	CONSTRAINT "lots_spouse_rg_emissor_check" CHECK (char_length("lots"."spouse_rg_emissor") <= 50),
	CONSTRAINT "lots_marriage_regime_de_bens_check" CHECK ("lots"."marriage_regime_de_bens" in ('COMUNHAO_PARCIAL', 'COMUNHAO_UNIVERSAL', 'SEPARACAO_TOTAL')),
	CONSTRAINT "lots_spouse_mother_name_check" CHECK (char_length("lots"."spouse_mother_name") >= 3),
	CONSTRAINT "lots_spouse_father_name_check" CHECK (char_length("lots"."spouse_father_name") >= 3),
	CONSTRAINT "lots_companion_occupation_type_check" CHECK ("lots"."companion_occupation_type" in ('APOSENTADO', 'PENSIONISTA', 'AUTÔNOMO', 'DESEMPREGADO', 'EMPREGADO CLT', 'ESTAGIÁRIO', 'MENOR APRENDIZ', 'SERVIDOR PÚBLICO', 'AJUDA/DOAÇÃO DE TERCEIROS', 'OUTROS')),
	CONSTRAINT "lots_companion_income_check" CHECK ("lots"."companion_income" >= 0),
	CONSTRAINT "lots_companion_civil_status_check" CHECK ("lots"."companion_civil_status" in ('Solteiro(a)', 'Solteiro(a) em união estável', 'Casado(a)', 'Viúvo(a)', 'Viúvo(a) em união estável', 'Divorciado(a)', 'Divorciado(a) em união estável', 'União Estável', 'Casado(a) com separação de corpos')),
	CONSTRAINT "lots_companion_sex_check" CHECK ("lots"."companion_sex" in ('Masculino', 'Feminino', 'Outro')),
	CONSTRAINT "lots_companion_nis_check" CHECK ("lots"."companion_nis" ~ '^[0-9]{11}$'),
	CONSTRAINT "lots_companion_escolaridade_check" CHECK ("lots"."companion_escolaridade" in ('AINDA NÃO ESTUDA', 'EDUCAÇÃO INFANTIL', 'ENSINO FUNDAMENTAL INCOMPLETO', 'ENSINO FUNDAMENTAL COMPLETO', 'ENSINO MÉDIO INCOMPLETO', 'ENSINO MÉDIO COMPLETO', 'ENSINO SUPERIOR INCOMPLETO', 'ENSINO SUPERIOR COMPLETO', 'PÓS-GRADUAÇÃO', 'MESTRADO', 'DOUTORADO')),
	CONSTRAINT "lots_companion_beneficios_sociais_check" CHECK ("lots"."companion_beneficios_sociais" <@ array['AUXÍLIO DOENÇA', 'BOLSA FAMÍLIA', 'BPC/LOAS', 'CARTEIRA DE IDOSO', 'IDENTIDADE JOVEM', 'SEGURO DESEMPREGO', 'TARIFA SOCIAL DE ENERGIA ELÉTRICA', 'OUTRO']::text[]),
	CONSTRAINT "lots_mdr_estabilidade_estrutura_check" CHECK ("lots"."mdr_estabilidade_estrutura" in ('ESTÁVEL', 'NAO ESTÁVEL')),
	CONSTRAINT "lots_mdr_necessidade_reconstrucao_check" CHECK ("lots"."mdr_necessidade_reconstrucao" in ('SIM', 'NAO')),
	CONSTRAINT "lots_mdr_n_comodos_check" CHECK ("lots"."mdr_n_comodos" >= 0),
	CONSTRAINT "lots_mdr_n_pavimentos_check" CHECK ("lots"."mdr_n_pavimentos" >= 0),
	CONSTRAINT "lots_mdr_n_moradores_por_comodo_check" CHECK ("lots"."mdr_n_moradores_por_comodo" >= 0),
	CONSTRAINT "lots_mdr_n_banheiros_check" CHECK ("lots"."mdr_n_banheiros" >= 0),
	CONSTRAINT "lots_mdr_banheiros_condicoes_check" CHECK ("lots"."mdr_banheiros_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_material_paredes_externas_check" CHECK ("lots"."mdr_material_paredes_externas" <@ array['ALVERNARIA COM REVESTIMENTO', 'ALVENARIA SEM REVESTIMENTO', 'MADEIRA APARELHADA', 'TAIPA REVESTIDA', 'OUTROS']::text[]),
	CONSTRAINT "lots_mdr_paredes_externas_condicoes_check" CHECK ("lots"."mdr_paredes_externas_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_cobertura_check" CHECK ("lots"."mdr_cobertura" in ('TELHA', 'LAJE DE CONCRETO', 'MADEIRA APARELHADA', 'ZINCO', 'OUTROS')),
	CONSTRAINT "lots_mdr_cobertura_condicoes_check" CHECK ("lots"."mdr_cobertura_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_piso_check" CHECK ("lots"."mdr_piso" in ('TERRA', 'CERAMICA', 'LAJOTA', 'MADEIRA', 'CIMENTO', 'OUTROS')),
	CONSTRAINT "lots_mdr_piso_condicoes_check" CHECK ("lots"."mdr_piso_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_instalacoes_eletricas_check" CHECK ("lots"."mdr_instalacoes_eletricas" <@ array['REDE PÚBLICA COM MEDIDOR PRÓPRIO', 'REDE PÚBLICA COM MEDIDOR COMPARTILHADO', 'REDE PÚBLICA SEM MEDIDOR', 'INSTALAÇÃO EMBUTIDA', 'INSTALAÇÃO APARENTE', 'ENERGIA SOLAR', 'SEM ENERGIA ELÉTRICA', 'OUTROS']::text[]),
	CONSTRAINT "lots_mdr_instalacoes_eletricas_condicoes_check" CHECK ("lots"."mdr_instalacoes_eletricas_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_instalacoes_hidrossanitarias_check" CHECK ("lots"."mdr_instalacoes_hidrossanitarias" <@ array['REDE PÚBLICA DE ABASTECIMENTO', 'POÇO OU NASCENTE', 'CISTERNA', 'CARRO-PIPA', 'RESERVATÓRIO DE ÁGUA', 'ÁGUA CANALIZADA NO DOMICÍLIO', 'SEM ÁGUA CANALIZADA', 'OUTROS']::text[]),
	CONSTRAINT "lots_mdr_instalacoes_hidrossanitarias_condicoes_check" CHECK ("lots"."mdr_instalacoes_hidrossanitarias_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_mdr_esgotamento_sanitario_check" CHECK ("lots"."mdr_esgotamento_sanitario" <@ array['REDE GERAL DE ESGOTO', 'FOSSA SÉPTICA', 'FOSSA RUDIMENTAR', 'VALA A CÉU ABERTO', 'DIRETO PARA RIO, LAGO OU MAR', 'SEM BANHEIRO OU SANITÁRIO', 'OUTROS']::text[]),
	CONSTRAINT "lots_mdr_esgotamento_sanitario_condicoes_check" CHECK ("lots"."mdr_esgotamento_sanitario_condicoes" in ('ADEQUADAS', 'INADEQUADAS')),
	CONSTRAINT "lots_answers_check" CHECK (jsonb_typeof("lots"."answers") = 'object')
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"name" text collate "und-x-icu" NOT NULL,
	"cpf" text,
	"rg" text,
	"birth_date" date,
	"sex" text,
	"escolaridade" text,
	"income" numeric(14, 2),
	"nis" text,
	"occupation" text,
	"occupation_type" text,
	"beneficios_sociais" text[] DEFAULT '{}'::text[] NOT NULL,
	"deficiencia" boolean DEFAULT false NOT NULL,
	"deficiencia_desc" text,
	"resident" boolean DEFAULT true NOT NULL,
	"mother_name" text,
	"father_name" text,
	"birth_certificate_file_id" integer,
	"rg_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "children_name_check" CHECK (char_length("children"."name") >= 3),
	CONSTRAINT "children_cpf_check" CHECK ("children"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "children_rg_check" CHECK (char_length("children"."rg") <= 50),
	CONSTRAINT "children_sex_check" CHECK ("children"."sex" in ('Masculino', 'Feminino', 'Outro')),
	CONSTRAINT "children_escolaridade_check" CHECK ("children"."escolaridade" in ('AINDA NÃO ESTUDA', 'EDUCAÇÃO INFANTIL', 'ENSINO FUNDAMENTAL INCOMPLETO', 'ENSINO FUNDAMENTAL COMPLETO', 'ENSINO MÉDIO INCOMPLETO', 'ENSINO MÉDIO COMPLETO', 'ENSINO SUPERIOR INCOMPLETO', 'ENSINO SUPERIOR COMPLETO', 'PÓS-GRADUAÇÃO', 'MESTRADO', 'DOUTORADO')),
	CONSTRAINT "children_income_check" CHECK ("children"."income" >= 0),
	CONSTRAINT "children_nis_check" CHECK ("children"."nis" ~ '^[0-9]{11}$'),
	CONSTRAINT "children_occupation_type_check" CHECK ("children"."occupation_type" in ('APOSENTADO', 'PENSIONISTA', 'AUTÔNOMO', 'DESEMPREGADO', 'EMPREGADO CLT', 'ESTAGIÁRIO', 'MENOR APRENDIZ', 'SERVIDOR PÚBLICO', 'AJUDA/DOAÇÃO DE TERCEIROS', 'OUTROS')),
	CONSTRAINT "children_beneficios_sociais_check" CHECK ("children"."beneficios_sociais" <@ array['AUXÍLIO DOENÇA', 'BOLSA FAMÍLIA', 'BPC/LOAS', 'CARTEIRA DE IDOSO', 'IDENTIDADE JOVEM', 'SEGURO DESEMPREGO', 'TARIFA SOCIAL DE ENERGIA ELÉTRICA', 'OUTRO']::text[]),
	CONSTRAINT "children_mother_name_check" CHECK (char_length("children"."mother_name") >= 3),
	CONSTRAINT "children_father_name_check" CHECK (char_length("children"."father_name") >= 3)
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"name" text collate "und-x-icu" NOT NULL,
	"cpf" text,
	"rg" text,
	"birth_date" date,
	"sex" text,
	"escolaridade" text,
	"income" numeric(14, 2),
	"nis" text,
	"occupation" text,
	"occupation_type" text,
	"beneficios_sociais" text[] DEFAULT '{}'::text[] NOT NULL,
	"deficiencia" boolean DEFAULT false NOT NULL,
	"deficiencia_desc" text,
	"resident" boolean DEFAULT true NOT NULL,
	"relationship_owner" text,
	"resident_type" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "residents_name_check" CHECK (char_length("residents"."name") >= 3),
	CONSTRAINT "residents_cpf_check" CHECK ("residents"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "residents_rg_check" CHECK (char_length("residents"."rg") <= 50),
	CONSTRAINT "residents_sex_check" CHECK ("residents"."sex" in ('Masculino', 'Feminino', 'Outro')),
	CONSTRAINT "residents_escolaridade_check" CHECK ("residents"."escolaridade" in ('AINDA NÃO ESTUDA', 'EDUCAÇÃO INFANTIL', 'ENSINO FUNDAMENTAL INCOMPLETO', 'ENSINO FUNDAMENTAL COMPLETO', 'ENSINO MÉDIO INCOMPLETO', 'ENSINO MÉDIO COMPLETO', 'ENSINO SUPERIOR INCOMPLETO', 'ENSINO SUPERIOR COMPLETO', 'PÓS-GRADUAÇÃO', 'MESTRADO', 'DOUTORADO')),
	CONSTRAINT "residents_income_check" CHECK ("residents"."income" >= 0),
	CONSTRAINT "residents_nis_check" CHECK ("residents"."nis" ~ '^[0-9]{11}$'),
	CONSTRAINT "residents_occupation_type_check" CHECK ("residents"."occupation_type" in ('APOSENTADO', 'PENSIONISTA', 'AUTÔNOMO', 'DESEMPREGADO', 'EMPREGADO CLT', 'ESTAGIÁRIO', 'MENOR APRENDIZ', 'SERVIDOR PÚBLICO', 'AJUDA/DOAÇÃO DE TERCEIROS', 'OUTROS')),
	CONSTRAINT "residents_beneficios_sociais_check" CHECK ("residents"."beneficios_sociais" <@ array['AUXÍLIO DOENÇA', 'BOLSA FAMÍLIA', 'BPC/LOAS', 'CARTEIRA DE IDOSO', 'IDENTIDADE JOVEM', 'SEGURO DESEMPREGO', 'TARIFA SOCIAL DE ENERGIA ELÉTRICA', 'OUTRO']::text[]),
	CONSTRAINT "residents_resident_type_check" CHECK ("residents"."resident_type" in ('owner', 'spouse', 'companion', 'child', 'other'))
);
--> statement-breakpoint
CREATE TABLE "lot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "lot_events_kind_check" CHECK ("lot_events"."kind" in ('created', 'status_changed', 'social_completed', 'improvements_completed', 'reviewed', 'phase_changed', 'document_emitted')),
	CONSTRAINT "lot_events_from_status_check" CHECK ("lot_events"."from_status" in ('empty', 'incomplete', 'complete', 'to_review')),
	CONSTRAINT "lot_events_to_status_check" CHECK ("lot_events"."to_status" in ('empty', 'incomplete', 'complete', 'to_review')),
	CONSTRAINT "lot_events_detail_check" CHECK (jsonb_typeof("lot_events"."detail") = 'object')
);
--> statement-breakpoint
CREATE TABLE "preliminary_studies" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"diagnostico_ambiental" text,
	"diagnostico_juridico" text,
	"diagnostico_social" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer,
	"report_type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'starting' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"file_name" text,
	"file_key" text,
	"error" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_jobs_status_check" CHECK ("report_jobs"."status" in ('starting', 'processing', 'completed', 'failed', 'error')),
	CONSTRAINT "report_jobs_progress_check" CHECK ("report_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "technical_reports" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"customized" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paragraphs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "technical_reports_answers_check" CHECK (jsonb_typeof("technical_reports"."answers") = 'object'),
	CONSTRAINT "technical_reports_paragraphs_check" CHECK (jsonb_typeof("technical_reports"."paragraphs") = 'object')
);
--> statement-breakpoint
CREATE TABLE "app_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_removal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_account_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "data_removal_requests_token_hash_check" CHECK ("data_removal_requests"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "data_removal_requests_expiry_check" CHECK ("data_removal_requests"."expires_at" > "data_removal_requests"."created_at")
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "name" SET DATA TYPE text collate "und-x-icu";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "project_class" text DEFAULT 'REURB' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "memorial_file_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "topographic_report_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "environmental_report_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "urbanistic_report_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "legal_report_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "socioeconomic_report_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_city_logo_id_files_id_fk" FOREIGN KEY ("city_logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_other_documents" ADD CONSTRAINT "lot_other_documents_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_other_documents" ADD CONSTRAINT "lot_other_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_other_documents" ADD CONSTRAINT "lot_other_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_streets" ADD CONSTRAINT "block_streets_block_fk" FOREIGN KEY ("block_id","project_id") REFERENCES "public"."blocks"("id","project_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "block_streets" ADD CONSTRAINT "block_streets_street_fk" FOREIGN KEY ("street_id","project_id") REFERENCES "public"."streets"("id","project_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_block_fk" FOREIGN KEY ("block_id","project_id") REFERENCES "public"."blocks"("id","project_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_rg_file_id_fk" FOREIGN KEY ("rg_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_rg_back_file_id_fk" FOREIGN KEY ("rg_back_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_cpf_file_id_fk" FOREIGN KEY ("cpf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_comp_residencia_file_id_fk" FOREIGN KEY ("comp_residencia_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_birth_divorce_cert_file_id_fk" FOREIGN KEY ("birth_divorce_cert_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_marriage_cert_file_id_fk" FOREIGN KEY ("marriage_cert_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_comp_renda_file_id_fk" FOREIGN KEY ("comp_renda_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declaracao_prefeitura_file_id_fk" FOREIGN KEY ("declaracao_prefeitura_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declaracao_adesao_financiamento_regfund_file_id_fk" FOREIGN KEY ("declaracao_adesao_financiamento_regfund_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declaracao_posse_file_id_fk" FOREIGN KEY ("declaracao_posse_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declaracao_renda_file_id_fk" FOREIGN KEY ("declaracao_renda_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_declaracao_uniao_estavel_file_id_fk" FOREIGN KEY ("declaracao_uniao_estavel_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_averbacao_divorcio_file_id_fk" FOREIGN KEY ("averbacao_divorcio_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_averbacao_obito_file_id_fk" FOREIGN KEY ("averbacao_obito_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_cadastro_unico_file_id_fk" FOREIGN KEY ("cadastro_unico_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_spouse_cpf_file_id_fk" FOREIGN KEY ("spouse_cpf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_spouse_rg_file_id_fk" FOREIGN KEY ("spouse_rg_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_spouse_rg_back_file_id_fk" FOREIGN KEY ("spouse_rg_back_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_companion_comp_renda_file_id_fk" FOREIGN KEY ("companion_comp_renda_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_companion_birth_divorce_cert_file_id_fk" FOREIGN KEY ("companion_birth_divorce_cert_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_birth_certificate_file_id_files_id_fk" FOREIGN KEY ("birth_certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_rg_file_id_files_id_fk" FOREIGN KEY ("rg_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_studies" ADD CONSTRAINT "preliminary_studies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_studies" ADD CONSTRAINT "preliminary_studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_studies" ADD CONSTRAINT "preliminary_studies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_reports" ADD CONSTRAINT "technical_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_reports" ADD CONSTRAINT "technical_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_reports" ADD CONSTRAINT "technical_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD CONSTRAINT "data_removal_requests_app_account_id_app_accounts_id_fk" FOREIGN KEY ("app_account_id") REFERENCES "public"."app_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "lot_other_documents_file_idx" ON "lot_other_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "block_streets_street_idx" ON "block_streets" USING btree ("street_id");--> statement-breakpoint
CREATE INDEX "lots_project_status_idx" ON "lots" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "lots_project_phase_idx" ON "lots" USING btree ("project_id","project_phase");--> statement-breakpoint
CREATE INDEX "lots_cpf_idx" ON "lots" USING btree ("cpf") WHERE "lots"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "lots_spouse_cpf_idx" ON "lots" USING btree ("spouse_cpf") WHERE "lots"."spouse_cpf" is not null;--> statement-breakpoint
CREATE INDEX "lots_inscricao_idx" ON "lots" USING btree ("project_id","inscricao_imobiliaria");--> statement-breakpoint
CREATE INDEX "lots_rg_file_id_idx" ON "lots" USING btree ("rg_file_id") WHERE "lots"."rg_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_rg_back_file_id_idx" ON "lots" USING btree ("rg_back_file_id") WHERE "lots"."rg_back_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_cpf_file_id_idx" ON "lots" USING btree ("cpf_file_id") WHERE "lots"."cpf_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_comp_residencia_file_id_idx" ON "lots" USING btree ("comp_residencia_file_id") WHERE "lots"."comp_residencia_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_birth_divorce_cert_file_id_idx" ON "lots" USING btree ("birth_divorce_cert_file_id") WHERE "lots"."birth_divorce_cert_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_marriage_cert_file_id_idx" ON "lots" USING btree ("marriage_cert_file_id") WHERE "lots"."marriage_cert_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_comp_renda_file_id_idx" ON "lots" USING btree ("comp_renda_file_id") WHERE "lots"."comp_renda_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_declaracao_prefeitura_file_id_idx" ON "lots" USING btree ("declaracao_prefeitura_file_id") WHERE "lots"."declaracao_prefeitura_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_declaracao_adesao_financiamento_regfund_file_id_idx" ON "lots" USING btree ("declaracao_adesao_financiamento_regfund_file_id") WHERE "lots"."declaracao_adesao_financiamento_regfund_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_declaracao_posse_file_id_idx" ON "lots" USING btree ("declaracao_posse_file_id") WHERE "lots"."declaracao_posse_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_declaracao_renda_file_id_idx" ON "lots" USING btree ("declaracao_renda_file_id") WHERE "lots"."declaracao_renda_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_declaracao_uniao_estavel_file_id_idx" ON "lots" USING btree ("declaracao_uniao_estavel_file_id") WHERE "lots"."declaracao_uniao_estavel_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_averbacao_divorcio_file_id_idx" ON "lots" USING btree ("averbacao_divorcio_file_id") WHERE "lots"."averbacao_divorcio_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_averbacao_obito_file_id_idx" ON "lots" USING btree ("averbacao_obito_file_id") WHERE "lots"."averbacao_obito_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_cadastro_unico_file_id_idx" ON "lots" USING btree ("cadastro_unico_file_id") WHERE "lots"."cadastro_unico_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_spouse_cpf_file_id_idx" ON "lots" USING btree ("spouse_cpf_file_id") WHERE "lots"."spouse_cpf_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_spouse_rg_file_id_idx" ON "lots" USING btree ("spouse_rg_file_id") WHERE "lots"."spouse_rg_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_spouse_rg_back_file_id_idx" ON "lots" USING btree ("spouse_rg_back_file_id") WHERE "lots"."spouse_rg_back_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_companion_comp_renda_file_id_idx" ON "lots" USING btree ("companion_comp_renda_file_id") WHERE "lots"."companion_comp_renda_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_companion_birth_divorce_cert_file_id_idx" ON "lots" USING btree ("companion_birth_divorce_cert_file_id") WHERE "lots"."companion_birth_divorce_cert_file_id" is not null;--> statement-breakpoint
CREATE INDEX "lots_owner_name_trgm_idx" ON "lots" USING gin (lower("owner_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "children_lot_idx" ON "children" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "children_birth_certificate_file_idx" ON "children" USING btree ("birth_certificate_file_id") WHERE "children"."birth_certificate_file_id" is not null;--> statement-breakpoint
CREATE INDEX "children_rg_file_idx" ON "children" USING btree ("rg_file_id") WHERE "children"."rg_file_id" is not null;--> statement-breakpoint
CREATE INDEX "residents_lot_idx" ON "residents" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_events_project_at_idx" ON "lot_events" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "lot_events_lot_kind_at_idx" ON "lot_events" USING btree ("lot_id","kind","at");--> statement-breakpoint
CREATE INDEX "lot_events_user_at_idx" ON "lot_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "report_jobs_user_idx" ON "report_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_jobs_expires_idx" ON "report_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_accounts_email_key" ON "app_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "data_removal_requests_token_key" ON "data_removal_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_removal_requests_account_idx" ON "data_removal_requests" USING btree ("app_account_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_memorial_file_id_files_id_fk" FOREIGN KEY ("memorial_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_topographic_report_id_files_id_fk" FOREIGN KEY ("topographic_report_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_environmental_report_id_files_id_fk" FOREIGN KEY ("environmental_report_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_urbanistic_report_id_files_id_fk" FOREIGN KEY ("urbanistic_report_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_legal_report_id_files_id_fk" FOREIGN KEY ("legal_report_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_socioeconomic_report_id_files_id_fk" FOREIGN KEY ("socioeconomic_report_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_group_id_check" CHECK ("projects"."group_id" >= 1);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_class_check" CHECK ("projects"."project_class" in ('REURB', 'MDR'));
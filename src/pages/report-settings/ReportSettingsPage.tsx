import type { ReactNode } from 'react';
import { Alert, Box, Card, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { projectSettingsEntity, writableValues } from '../../components/domain/model';
import { DomainForm, DomainInput, SavedIsPristine } from '../../components/domain';
import { ConflictDialog, KEEP_TYPED, useConflictOffer } from '../../components/conflict';
import { useNumericId } from '../../components/useNumericId';
import { projectPaths } from '../../resources/projects/projectPaths';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportSettings } from '../../providers/data/reports';
import type { AppMessageKey } from '../../providers/i18n';
import { BackButton } from '../../components/BackButton';
import { useProject } from '../../components/useProject';

/** The city and its mayor, side by side (the required ones, and how the documents name the mayor). */
const CITY = [
  'city_cnpj',
  'city_adress',
  'city_mayor_name',
  'city_mayor_sex',
  'city_mayor_rg',
  'city_mayor_cpf',
  'city_admin_process',
] as const;
const TEXTS = ['titulo_description', 'titulo_header_description', 'titulo_additional_info'] as const;
type SettingsField = keyof ReportSettings & string;
/**
 * The form's sections after the city's data, each a title and intro (app.legal / app.reportSettings
 * messages) and its fields in order: a list is a row of fields side by side on a wide screen, a
 * single name a full-width field. What belongs together stays together on a phone.
 */
const SECTIONS: readonly {
  title: AppMessageKey;
  intro: AppMessageKey;
  parts: readonly (readonly SettingsField[] | SettingsField)[];
}[] = [
  // The legal settings the emission gates read (issue 14, domain/legal/): modality, cut-off date
  // with its evidence right under it (the título states the date once both are there), Reurb-S income cap.
  {
    title: 'app.legal.settings_title',
    intro: 'app.legal.settings_intro',
    parts: [
      ['reurb_modality', 'nucleo_existence_date'],
      'nucleo_existence_evidence',
      'nucleo_consolidated',
      ['income_cap_minimum_wages', 'minimum_wage_value'],
      'risk_study',
      ['risk_measures_done_on'],
    ],
  },
  // What the CRF declares of the works (Decreto 9.310/2018 art. 38, IV; art. 30, IX and § 1º).
  {
    title: 'app.reportSettings.works_title',
    intro: 'app.reportSettings.works_intro',
    parts: ['works_responsible', 'works_schedule', ['commitment_signed_on'], 'infrastructure_complete'],
  },
  // The registration the núcleo comes from, printed in the título.
  {
    title: 'app.reportSettings.origin_title',
    intro: 'app.reportSettings.origin_intro',
    parts: [['origin_registration', 'origin_registry_office'], 'origin_owner_name', ['land_ownership']],
  },
  // Who signs the Estudo Preliminar, the Relatório Técnico and the CRF as responsável técnico (art. 30, III; art. 21, § 3º).
  {
    title: 'app.reportSettings.professional_title',
    intro: 'app.reportSettings.professional_intro',
    parts: [
      ['professional_name', 'professional_title', 'professional_registration', 'professional_art_rrt'],
      'professional_public_servant',
    ],
  },
];
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' };

/** A titled group of the form's fields, named for assistive technology by its title. */
function SettingsSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Configuração de Relatórios (`/projects/{id}/reports/settings`, project admins; docs/entities.md#entities, docs/validation.md#validation):
 * the city's data, the mayor and the title texts, from the domain's settings entity; the
 * city's logo through the upload widget; then, in sections, the emission's legal settings, the
 * CRF's works, the título's registration of origin and the responsável técnico of the studies and the CRF (every
 * field the documents print has its input here). Server field errors show under the inputs.
 */
export const ReportSettingsPage = () => {
  const projectId = useNumericId();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const conflict = useConflictOffer();
  const key = ['reports', projectId, 'settings'];
  const { data: project } = useProject(projectId);
  const settings = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getReportSettings(projectId!),
    enabled: projectId !== undefined,
  });
  const save = useMutation({
    // The version read with the form goes back: a save over someone else's is refused (409).
    mutationFn: (values: Record<string, unknown>) =>
      dataProvider.saveReportSettings(projectId!, {
        ...(writableValues(projectSettingsEntity, values) as Partial<ReportSettings>),
        version: settings.data?.version ?? undefined,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify(translate('app.reportSettings.saved'), { type: 'success' });
    },
  });
  if (projectId === undefined) return null;
  const title = project
    ? translate('app.reportSettings.title', { project: project.name })
    : translate('app.reportSettings.heading');

  // react-admin's Form shows `errors` returned from onSubmit under the inputs, and says "O formulário
  // não é válido" itself: a refusal with field errors is not notified here too (it was, twice).
  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (conflict.offer(error)) return;
      const { body, message } = error as HttpError & { body?: { message?: string; errors?: Record<string, string> } };
      if (body?.errors && Object.keys(body.errors).length) return body.errors;
      notify(body?.message ?? message, { type: 'error' });
    }
  };

  return (
    <>
      <Title title={title} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={projectPaths.reports(projectId)}>{translate('app.reportSettings.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={title}
          subheader={translate('app.reportSettings.subheader')}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        {settings.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {settings.error.message}
          </Alert>
        ) : !settings.data ? (
          <CircularProgress sx={{ m: 2 }} />
        ) : (
          <DomainForm
            entity={projectSettingsEntity}
            view="edit"
            record={{ ...settings.data, id: settings.data.id ?? undefined }}
            onSubmit={onSubmit}
            resetOptions={KEEP_TYPED}
          >
            <SavedIsPristine saved={save.data as Record<string, unknown> | undefined} />
            <Box sx={grid}>
              {CITY.map((name) => (
                <DomainInput key={name} field={name} />
              ))}
            </Box>
            {TEXTS.map((name) => (
              <DomainInput key={name} field={name} />
            ))}
            <DomainInput field="city_logo" />
            {SECTIONS.map((section) => (
              <SettingsSection key={section.title} title={translate(section.title)} intro={translate(section.intro)}>
                {section.parts.map((part) =>
                  typeof part === 'string' ? (
                    <DomainInput key={part} field={part} />
                  ) : (
                    <Box key={part.join()} sx={grid}>
                      {part.map((name) => (
                        <DomainInput key={name} field={name} />
                      ))}
                    </Box>
                  ),
                )}
              </SettingsSection>
            ))}
          </DomainForm>
        )}
      </Card>
      <ConflictDialog
        open={conflict.open}
        onClose={conflict.close}
        onReload={async () => {
          await settings.refetch();
          conflict.close();
        }}
      />
    </>
  );
};

import { Button, Card, CardContent, CardHeader } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePdfDownload } from '../../resources/procedure/usePdfDownload';

/**
 * The termo de compromisso of the project's works (Decreto 9.310/2018 art. 3º, V and § 2º; art. 30,
 * IX and X; art. 21, § 1º), drawn from Configuração de Relatórios' cronograma and responsible; the
 * server's refusal (dispensed, no cronograma, no responsible in Reurb-E) is shown as it says it.
 */
export const CommitmentCard = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { busy, download } = usePdfDownload();
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('app.reports.commitment.title')}
        subheader={translate('app.reports.commitment.subheader')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          loading={busy === 'commitment'}
          onClick={() =>
            void download('commitment', 'Termo de compromisso.pdf', () => dataProvider.getCommitment(projectId))
          }
        >
          {translate('app.reports.commitment.button')}
        </Button>
      </CardContent>
    </Card>
  );
};

import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useAppTranslate } from '../providers/i18n';
import { ADMIN_SECTIONS, adminPath } from './sections';

/** `/admin`: one card per part of Administração, each with what it is for and a link to it. */
export const AdminOverview = () => {
  const translate = useAppTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {ADMIN_SECTIONS.filter((s) => s !== 'overview').map((s) => (
        <Card
          key={s}
          component="section"
          aria-labelledby={`admin-card-${s}`}
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography id={`admin-card-${s}`} variant="h6" component="h2">
              {translate(`app.admin.tabs.${s}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.admin.cards.${s}`)}
            </Typography>
          </CardContent>
          <CardActions>
            <Button
              component={Link}
              to={adminPath(s)}
              aria-label={`${translate('app.admin.open')}: ${translate(`app.admin.tabs.${s}`)}`}
            >
              {translate('app.admin.open')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};

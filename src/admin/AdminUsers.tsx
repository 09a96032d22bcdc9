import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { Link } from 'react-router-dom';
import { useAppTranslate } from '../providers/i18n';

/** `/admin/users`: the users live in their own resource (`/users`); this part leads there. */
export const AdminUsers = () => {
  const translate = useAppTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.admin.tabs.users')}
        </Typography>
        <Typography variant="body2">{translate('app.admin.users.text')}</Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/users" variant="contained" startIcon={<PeopleIcon />}>
          {translate('app.admin.users.open')}
        </Button>
      </CardActions>
    </Card>
  );
};

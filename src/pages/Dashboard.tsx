import { Card, CardContent, CardHeader, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../providers/authProvider';
import { useAccount } from '../providers/useAccount';

/** Painel Principal: who is signed in and the projects they work on. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  const { data: account } = useAccount();
  const projects = account?.projects ?? [];
  return (
    <>
      <Title title={translate('app.page.dashboard')} />
      <Card sx={{ mt: 2 }}>
        <CardHeader
          title={`Olá, ${identity?.given_name ?? identity?.fullName ?? ''}`}
          subheader={permissions?.role === 'admin' ? 'Administrador do sistema' : 'Membro'}
          slotProps={{ title: { component: 'h2' } }}
        />
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Seus projetos
          </Typography>
          {projects.length === 0 ? (
            <Typography color="text.secondary">Você ainda não participa de nenhum projeto.</Typography>
          ) : (
            <List dense>
              {projects.map((project) => (
                <ListItemButton key={project.id} component={Link} to={`/projects/${project.id}`}>
                  <ListItemText primary={project.name} />
                </ListItemButton>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </>
  );
};

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Box, CircularProgress, Typography } from '@mui/material';
import { PreviousLocationStorageKey, useAuthProvider, useTranslate } from 'react-admin';

export const CALLBACK_ROUTE = '/callback';

/** Turns a stored absolute URL into a path of this app, refusing other origins. */
export function targetPath(stored: string | null, origin = window.location.origin): string {
  if (!stored) return '/';
  try {
    const url = new URL(stored, origin);
    if (url.origin !== origin || url.pathname === CALLBACK_ROUTE) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** docs/screens.md#screens: a spinner while sign-in completes, then the stored target path or `/`. */
export const CallbackPage = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  useEffect(() => {
    authProvider!.handleCallback!()
      .then(() => {
        // Identity and permissions read before sign-in are stale now.
        queryClient.removeQueries({ queryKey: ['auth'] });
        const target = targetPath(localStorage.getItem(PreviousLocationStorageKey));
        localStorage.removeItem(PreviousLocationStorageKey);
        navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Falha ao concluir o acesso', error);
        navigate('/', { replace: true });
      });
  }, [authProvider, navigate, queryClient]);
  return (
    <Box
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography color="text.secondary">{translate('app.auth.signing_in')}</Typography>
    </Box>
  );
};
